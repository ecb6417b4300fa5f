// Component tests' stand-in for XMLHttpRequest, the one part of the network upload() uses.

/**
 * Records what the client did and lets a test play the network's part, one event at a time. (happy-dom's own
 * XMLHttpRequest never fires an upload event, only download progress, so it cannot show what a user would see.)
 */
export class FakeXhr extends EventTarget {
  static made: FakeXhr[] = [];
  readonly upload = new EventTarget();
  readonly headers: Record<string, string> = {};
  method = '';
  url = '';
  withCredentials = false;
  body: unknown;
  sent = false;
  aborted = false;
  status = 0;
  statusText = '';
  responseText = '';

  constructor() {
    super();
    FakeXhr.made.push(this);
  }
  open(method: string, url: string) {
    [this.method, this.url] = [method, url];
  }
  getResponseHeader(_name: string): string | null {
    return null;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    [this.body, this.sent] = [body, true];
  }
  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }

  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  allSent() {
    this.upload.dispatchEvent(new ProgressEvent('load'));
  }
  answer(status: number, responseText: string, statusText = '') {
    Object.assign(this, { status, responseText, statusText });
    this.dispatchEvent(new ProgressEvent('load'));
  }
}
