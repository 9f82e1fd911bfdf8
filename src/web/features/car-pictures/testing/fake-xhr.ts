import { vi } from 'vitest';

/**
 * Stands in for XMLHttpRequest (the picture upload's transport) in web tests: each request is
 * kept in `FakeXhr.requests`, and `FakeXhr.respond` answers it (set it per test, or answer
 * later with `request.answer`).
 */
export class FakeXhr {
  static requests: FakeXhr[] = [];
  static respond: ((request: FakeXhr) => void) | null = null;

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.requests.push(this);
    const respond = FakeXhr.respond;
    if (respond) queueMicrotask(() => respond(this));
  }

  abort() {
    this.onabort?.();
  }

  /** The names of the files sent. */
  fileNames(): string[] {
    return [...(this.body?.values() ?? [])].flatMap((value) =>
      value instanceof File ? [value.name] : [],
    );
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** Installs FakeXhr and object URLs (jsdom has neither upload nor blob URLs). */
export function installFakeXhr() {
  FakeXhr.requests = [];
  FakeXhr.respond = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  let next = 0;
  const created = vi.fn(() => `blob:preview-${(next += 1)}`);
  const revoked = vi.fn();
  // jsdom lacks both functions, so there is nothing to restore afterwards.
  Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
  return { created, revoked };
}

/** A picture file of `size` bytes. */
export const pictureFile = (name: string, size = 1000, type = 'image/jpeg') =>
  new File([new Uint8Array(size)], name, { type });
