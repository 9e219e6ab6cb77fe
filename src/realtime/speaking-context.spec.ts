import { SpeakingContext } from './speaking-context.js';

const turns = () => new Promise((resolve) => setImmediate(resolve));

function recording() {
  const events: string[] = [];
  const context = new SpeakingContext(
    async (sentence) => {
      events.push(sentence);
      await turns();
    },
    () => events.push('final'),
  );
  return { events, context };
}

describe('SpeakingContext', () => {
  it('speaks complete sentences in order as text arrives, the rest on flush, then final', async () => {
    const { events, context } = recording();
    context.append('أهلاً. كيف');
    context.append(' حالك؟ أنا');
    // The first sentence is with the engine; the second waits its turn, the third is unfinished.
    expect(context.unrendered).toBe('كيف حالك؟'.length + ' أنا'.length);
    context.flush();
    await turns();
    await context.idle();
    expect(events).toEqual(['أهلاً.', 'كيف حالك؟', 'أنا', 'final']);
  });

  it('speaks text appended and flushed in the same tick (one message with flush)', async () => {
    const { events, context } = recording();
    context.append('انتهى.');
    context.flush();
    await context.idle();
    expect(events).toEqual(['انتهى.', 'final']);
  });

  it('drops what is not yet spoken once closed, and says no final', async () => {
    const { events, context } = recording();
    context.append('واحد. اثنان. ثلاثة. ');
    context.flush();
    context.close();
    await context.idle();
    expect(events).toEqual(['واحد.']);
    expect(context.unrendered).toBe(0);
  });
});
