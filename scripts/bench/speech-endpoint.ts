/** Whether a speech endpoint is routed yet: anything but 404 means it is. */
export async function endpointIsRouted(url: string, init: RequestInit): Promise<boolean> {
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return response.status !== 404;
}

/** Sends a request and reads the whole answer; anything but 2xx is an error with its body. */
export async function expectOk(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}
