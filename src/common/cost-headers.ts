import type { Response } from 'express';
import { costOfCharacters } from './money.js';

/**
 * What a billed answer cost, so a customer can reconcile a request without calling
 * /usage: the characters billed and their price in micro-dollars.
 */
export function setCostHeaders(res: Response, characters: number): void {
  res.setHeader('x-character-count', String(characters));
  res.setHeader('x-cost-micros', String(costOfCharacters(characters)));
}
