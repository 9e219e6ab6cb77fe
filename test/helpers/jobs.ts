import request from 'supertest';
import type { TestApp } from './test-app.js';

const FINISHED = ['succeeded', 'failed', 'canceled'];

/** Polls GET /jobs/<id> as a client would until the job is finished; returns the last job. */
export async function waitForJob(
  t: Pick<TestApp, 'server'>,
  apiKey: string,
  id: string,
  timeoutMs = 90_000,
): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await request(t.server).get(`/jobs/${id}`).set('x-api-key', apiKey).expect(200);
    if (FINISHED.includes(res.body.status as string)) return res.body as Record<string, unknown>;
    if (Date.now() > deadline)
      throw new Error(`Job ${id} still ${res.body.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
