// Nest add-ons that are still CommonJS (@nestjs/throttler) `require()` the ES-module-only
// @nestjs/common. Node allows that only once @nestjs/common has finished evaluating: a
// test file that imports both statically would otherwise start the add-on inside
// @nestjs/common's own import graph and fail with "Cannot require() ES Module … in a
// cycle". Evaluating Nest first, before any test file, makes the order certain.
import '@nestjs/common';
import '@nestjs/core';
