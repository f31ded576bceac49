import { roundQuestionsSchema } from '../question-types/registry.ts';
import type { RoundQuestions } from './round-events.ts';

// Questions sent ahead of a round's start, sealed with AES-256-GCM so that nobody reads them early; the
// key (a few dozen bytes) goes to every player at the start. WebCrypto, so server and browser share this.

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function toBase64Url(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Seals with the given 32-byte key (the same on every server process of the round), or a random one. */
export async function sealQuestions(
  questions: RoundQuestions,
  raw: Uint8Array<ArrayBuffer> = crypto.getRandomValues(new Uint8Array(32)),
): Promise<{ sealed: string; key: string }> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt']);
  const cipher = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, encoder.encode(JSON.stringify(questions)));
  return { sealed: `${toBase64Url(iv)}.${toBase64Url(new Uint8Array(cipher))}`, key: toBase64Url(raw) };
}

export async function openSealedQuestions(sealed: string, key: string): Promise<RoundQuestions> {
  const [iv, cipher] = sealed.split('.');
  if (!iv || !cipher) throw new Error('Sealed questions are malformed');
  const cryptoKey = await crypto.subtle.importKey('raw', fromBase64Url(key), 'AES-GCM', false, ['decrypt']);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64Url(iv) }, cryptoKey, fromBase64Url(cipher));
  return roundQuestionsSchema.parse(JSON.parse(decoder.decode(plain)));
}
