import { z } from 'zod';

// A small client for an OpenAI-compatible chat-completions endpoint (POST {baseUrl}/chat/completions). The API
// key goes in the Authorization header only: it is never logged, and no error message carries it.

export interface LlmConfig {
  /** Up to and including the version, e.g. `https://api.openai.com/v1`. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** How long to wait for an answer; default 30 s. */
  timeoutMs?: number;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The part of a `chat.completion` object this client reads. */
const completionSchema = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullable() }) }))
    .min(1),
});

export class LlmError extends Error {
  override readonly name = 'LlmError';
}

/** Sends the messages and answers the first choice's text. Asks for a JSON object when `json` is set. */
export async function completeChat(
  config: LlmConfig,
  messages: readonly ChatMessage[],
  { json = false, fetcher = globalThis.fetch }: { json?: boolean; fetcher?: typeof fetch } = {},
): Promise<string> {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  let response: Response;
  try {
    response = await fetcher(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'authorization': `Bearer ${config.apiKey}` },
      body: JSON.stringify({
        model: config.model,
        messages,
        temperature: 0.7,
        ...(json ? { response_format: { type: 'json_object' } } : {}),
      }),
      signal: AbortSignal.timeout(config.timeoutMs ?? 30_000),
    });
  } catch (error) {
    throw new LlmError(`Chat completion request failed: ${(error as Error).name}`);
  }
  if (!response.ok) throw new LlmError(`Chat completion answered ${response.status}`);
  const parsed = completionSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new LlmError('Chat completion answer is not a chat.completion object');
  return parsed.data.choices[0]?.message.content ?? '';
}
