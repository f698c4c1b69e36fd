import { vi } from 'vitest';

/** A stand-in for XMLHttpRequest: records the request; the test sends progress and the answer. */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  aborted = false;
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  private responseHeaders: Record<string, string> = {};

  constructor() {
    FakeXhr.instances.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }

  send(body: unknown) {
    this.body = body;
  }

  abort() {
    this.aborted = true;
    this.events.dispatchEvent(new Event('abort'));
  }

  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }),
    );
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders['content-type'] = 'application/json';
    this.events.dispatchEvent(new Event('load'));
  }

  /** The request's URL, relative to the page. */
  get requestUrl(): URL {
    return new URL(this.url, 'http://localhost');
  }
}

export function installFakeXhr() {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    last: (): FakeXhr => {
      const xhr = FakeXhr.instances.at(-1);
      if (!xhr) throw new Error('No request was sent');
      return xhr;
    },
    count: () => FakeXhr.instances.length,
  };
}
