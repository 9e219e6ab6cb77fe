// class-transformer publishes the metadata its decorators record as a module of its
// CommonJS build, typed only beside its declarations.
declare module 'class-transformer/cjs/storage.js' {
  export { defaultMetadataStorage } from 'class-transformer/types/storage.js';
}
