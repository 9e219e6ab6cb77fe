import { TtsRequestDto } from '../tts/dto/tts-request.dto.js';
import { MAX_BODY_DEPTH, screenRequestValue } from './body-screen.js';

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
    expect(() => screenRequestValue({ text: deep }, TtsRequestDto)).toThrow(
      `Request body is nested more than ${MAX_BODY_DEPTH} levels deep`,
    );
    expect(() => screenRequestValue([deep], undefined)).toThrow('nested more than');
    let fits: unknown = 'x';
    for (let i = 0; i < MAX_BODY_DEPTH - 1; i++) fits = [fits];
    expect(() => screenRequestValue({ text: fits }, TtsRequestDto)).not.toThrow();
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
});
