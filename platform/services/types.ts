// Request and response shapes of the platform calls (docs/platform-contract.md).
// Every JSON answer is an Envelope; errors carry no `data`.

export interface Envelope<T = undefined> {
  code: number;
  message: string;
  data?: T;
}

export type ErrorBody = { code: number; message: string; success?: false };
