import type { IncomingMessage } from 'node:http';
import { DiscordHttpError } from './errors';

export interface UploadedFile {
  /** N of the `files[N]` form field, which `attachments[].id` refers to. */
  readonly index: string;
  readonly filename: string;
  readonly contentType: string | null;
  readonly data: Buffer;
}

export interface RequestBody {
  readonly json: unknown;
  readonly files: UploadedFile[];
}

const FILE_FIELD = /^files\[(\d+)\]$/;

const invalidJson = (): DiscordHttpError => new DiscordHttpError(400, { message: 'The request body contains invalid JSON.', code: 50109 });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalidJson();
  }
}

/**
 * Reads a request body the way Discord accepts it: JSON, or multipart/form-data whose
 * `payload_json` field holds the JSON and whose `files[N]` fields hold uploads.
 */
export async function readRequestBody(request: IncomingMessage): Promise<RequestBody> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const contentType = request.headers['content-type'] ?? '';
  if (raw.length === 0) return { json: undefined, files: [] };
  if (!contentType.startsWith('multipart/form-data')) return { json: parseJson(raw.toString('utf8')), files: [] };

  // The WHATWG Request bundled with Node parses multipart bodies, so no extra dependency is needed.
  const form = await new Request('http://emulator.invalid/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: raw,
  }).formData();
  const payload = form.get('payload_json');
  const files: UploadedFile[] = [];
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') continue;
    files.push({
      index: FILE_FIELD.exec(field)?.[1] ?? field,
      filename: value.name,
      contentType: value.type === '' ? null : value.type,
      data: Buffer.from(await value.arrayBuffer()),
    });
  }
  return { json: typeof payload === 'string' ? parseJson(payload) : undefined, files };
}
