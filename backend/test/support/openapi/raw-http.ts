import { request } from 'node:http';
import type { Answer } from './answer-checker';

/** One request as the contract test sends it: any method, exact headers, the body as bytes. */
export interface RawRequest {
  method: string;
  /** Path and query string, already encoded. */
  target: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

/** Sends one request over plain node:http (fetch refuses TRACE and would rewrite bodies), reading the whole answer. */
export function sendRaw(baseUrl: string, raw: RawRequest): Promise<Answer> {
  const url = new URL(baseUrl);
  const body = raw.body === undefined ? undefined : Buffer.isBuffer(raw.body) ? raw.body : Buffer.from(raw.body, 'utf8');
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        method: raw.method,
        path: raw.target,
        headers: { ...raw.headers, ...(body && { 'content-length': String(body.length) }) },
        agent: false,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }));
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A multipart/form-data body with text fields and one file, as a browser form sends it. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; type: string },
): { contentType: string; body: Buffer } {
  const boundary = 'contract-test-boundary-7MA4YWxkTrZu0gW';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.name}"; filename="upload"\r\ncontent-type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(parts) };
}
