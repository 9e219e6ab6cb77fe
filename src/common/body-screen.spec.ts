import { IsArray, IsOptional, IsString } from 'class-validator';
import { LoginDto } from '../auth/dto/login.dto.js';
import { CreatePronunciationDictionaryDto } from '../pronunciation/dto/pronunciation-dictionary.dto.js';
import { TtsRequestDto } from '../tts/dto/tts-request.dto.js';
import {
  ArrayBudgetOf,
  MAX_BODY_DEPTH,
  ObjectBudgetOf,
  screenRequestValue,
} from './body-screen.js';

describe('screenRequestValue', () => {
  it('accepts a valid dialogue and leaves it as it was', () => {
    const body = { segments: [{ text: 'مرحبا', voiceId: 'omar' }], quality: 'pro' };
    screenRequestValue(body, TtsRequestDto);
    expect(body).toEqual({ segments: [{ text: 'مرحبا', voiceId: 'omar' }], quality: 'pro' });
  });

  it('drops properties sent as null, so that they read as absent', () => {
    const body = { text: null, voiceId: 'omar', segments: [{ text: 'x', dialectId: null }] };
    screenRequestValue(body, TtsRequestDto);
    expect(body).toEqual({ voiceId: 'omar', segments: [{ text: 'x' }] });
  });

  it('names the first unknown property, at any level', () => {
    expect(() => screenRequestValue({ text: 'x', speed: 2 }, TtsRequestDto)).toThrow(
      'property speed should not exist',
    );
    expect(() =>
      screenRequestValue({ segments: [{ text: 'x' }, { text: 'y', pitch: 1 }] }, TtsRequestDto),
    ).toThrow('property segments.1.pitch should not exist');
  });

  it('shortens a long unknown name in the message', () => {
    expect(() => screenRequestValue({ ['k'.repeat(10_000)]: 1 }, TtsRequestDto)).toThrow(
      `property ${'k'.repeat(64)}… should not exist`,
    );
  });

  it('refuses nesting deeper than the limit, with or without a DTO', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < MAX_BODY_DEPTH; i++) deep = [deep];
    expect(() => screenRequestValue({ pronunciationDictionaryIds: deep }, TtsRequestDto)).toThrow(
      `Request body is nested more than ${MAX_BODY_DEPTH} levels deep`,
    );
    expect(() => screenRequestValue([deep], undefined)).toThrow('nested more than');
    let fits: unknown = 'x';
    for (let i = 0; i < MAX_BODY_DEPTH - 1; i++) fits = [fits];
    expect(() =>
      screenRequestValue({ pronunciationDictionaryIds: fits }, TtsRequestDto),
    ).not.toThrow();
  });

  it('refuses a dialogue line that is not an object, and a body that is not one', () => {
    expect(() => screenRequestValue({ segments: [[]] }, TtsRequestDto)).toThrow(
      'segments.0 must be an object',
    );
    expect(() => screenRequestValue([{ text: 'x' }], TtsRequestDto)).toThrow(
      'Request body must be a JSON object',
    );
  });

  it('refuses the NUL character in any string, named by its path', () => {
    expect(() => screenRequestValue({ segments: [{ text: 'a\u0000' }] }, TtsRequestDto)).toThrow(
      'segments.0.text must not contain NUL characters',
    );
    expect(() => screenRequestValue('ab\u0000', String, 'id')).toThrow(
      'id must not contain NUL characters',
    );
  });

  it('refuses an array over its budget before looking at one element', () => {
    const lines = new Array<unknown>(3_000_000).fill({});
    expect(() => screenRequestValue({ segments: lines }, TtsRequestDto)).toThrow(
      'segments must contain no more than 40 lines',
    );
    const ids = new Array<unknown>(1_000_000).fill('x');
    expect(() => screenRequestValue({ pronunciationDictionaryIds: ids }, TtsRequestDto)).toThrow(
      'pronunciationDictionaryIds must contain no more than 3 elements',
    );
    expect(() =>
      screenRequestValue(
        { rules: new Array<unknown>(1001).fill({}) },
        CreatePronunciationDictionaryDto,
      ),
    ).toThrow('rules must contain no more than 1000 elements');
  });

  it('lets the validators see a coarse budget of lines, whose exact limit the service words', () => {
    expect(() =>
      screenRequestValue(
        { segments: new Array(100).fill(null).map(() => ({ text: 'x' })) },
        TtsRequestDto,
      ),
    ).not.toThrow();
  });

  it('swaps a structure sent for a single value for an empty one, so the validator refuses it at once', () => {
    const body: Record<string, unknown> = {
      email: 'a@example.com',
      password: new Array<unknown>(1_000_000).fill({}),
    };
    screenRequestValue(body, LoginDto);
    expect(body.password).toEqual([]);
    const tts: Record<string, unknown> = { text: { a: 1 }, segments: [{ text: [1, 2] }] };
    screenRequestValue(tts, TtsRequestDto);
    expect(tts).toEqual({ text: {}, segments: [{ text: [] }] });
  });

  it('refuses a DTO whose array property has no size limit', () => {
    class Unbounded {
      @IsString({ each: true })
      @IsArray()
      names: string[];
    }
    expect(() => screenRequestValue({ names: [] }, Unbounded)).toThrow(
      'Unbounded.names takes an array without a size limit',
    );
  });

  it("lets an object of the caller's own keys through up to its budget, and refuses more", () => {
    class WithMetadata {
      @IsOptional()
      @ObjectBudgetOf(2, 'metadata may have at most 2 keys')
      metadata?: unknown;
    }
    const body = { metadata: { a: '1', b: '2' } };
    screenRequestValue(body, WithMetadata);
    expect(body).toEqual({ metadata: { a: '1', b: '2' } });
    expect(() =>
      screenRequestValue({ metadata: { a: '1', b: '2', c: '3' } }, WithMetadata),
    ).toThrow('metadata may have at most 2 keys');
  });

  it("lets a subclass give an array property a budget of its own (a job's 500 lines)", () => {
    class JobRequest extends TtsRequestDto {
      @ArrayBudgetOf(500, 'segments must contain no more than 500 lines')
      declare segments?: TtsRequestDto['segments'];
    }
    const lines = (count: number) => Array.from({ length: count }, () => ({ text: 'x' }));
    expect(() => screenRequestValue({ segments: lines(500) }, JobRequest)).not.toThrow();
    expect(() => screenRequestValue({ segments: lines(501) }, JobRequest)).toThrow(
      'segments must contain no more than 500 lines',
    );
  });
});
