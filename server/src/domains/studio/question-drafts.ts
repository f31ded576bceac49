import type { QuestionDraft } from '@plw/protocol/rest/studio-parts';
import type { GameType } from '@plw/shared/constants';
import type { ChatMessage } from '../../llm/chat-completions.ts';
import { questionTypeOf } from '../../question-types/registry.ts';

// Drafting questions with a language model: the prompt for a game, and the answer read back as drafts that pass
// the same schemas as a creator's own questions. Drafts are never stored; the creator edits and saves them.

export interface DraftRequest {
  type: GameType;
  language: string;
  gameName: string;
  topic: string;
  count: number;
  /** Questions the game already has, so the drafts do not repeat them. */
  existing: readonly string[];
}

export function draftPrompt(request: DraftRequest): ChatMessage[] {
  const { shape, rules } = questionTypeOf(request.type).draft;
  const avoid = request.existing.length > 0 ? ` Do not repeat these questions: ${request.existing.join(' | ')}` : '';
  return [
    {
      role: 'system',
      content:
        'You write questions for a word-puzzle and quiz game. Answer with one JSON object only, shaped like '
        + `${shape}. Questions are at most 500 characters.`,
    },
    {
      role: 'user',
      content:
        `Write ${request.count} questions in ${request.language} for the game "${request.gameName}"`
        + `${request.topic ? ` about: ${request.topic}` : ''}. ${rules} Write every question and answer in `
        + `${request.language}.${avoid}`,
    },
  ];
}

/** The model's text as drafts: the valid ones, and how many were left out. */
export function readDrafts(type: GameType, text: string): { drafts: QuestionDraft[]; rejected: number } {
  const items = listIn(text);
  const { read } = questionTypeOf(type).draft;
  const drafts = items.map(read).filter((draft): draft is QuestionDraft => draft !== null);
  return { drafts, rejected: items.length - drafts.length };
}

/** The list of questions in a JSON answer, also when fenced as a code block or given as a bare array. */
function listIn(text: string): unknown[] {
  const unfenced = text.trim().replace(/^```(?:json)?\s*/i, '').replace(/```$/, '').trim();
  let value: unknown;
  try {
    value = JSON.parse(unfenced);
  } catch {
    return [];
  }
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object' && Array.isArray((value as { questions?: unknown }).questions)) {
    return (value as { questions: unknown[] }).questions;
  }
  return [];
}
