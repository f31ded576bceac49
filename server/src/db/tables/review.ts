import type { RequestStatus } from '@plw/shared/constants';
import type { IsoTime } from './columns.ts';

// The tables of review: requests for a new language, requests to verify a game, and the verdicts on its questions.

export interface LanguageRequestsTable {
  id: string;
  channel_id: string;
  creator_id: string;
  language: string;
  status: RequestStatus;
  created_at: IsoTime;
}

export interface VerificationRequestsTable {
  id: string;
  game_id: string;
  channel_id: string;
  status: RequestStatus;
  note: string | null;
  reviewed_by: string | null;
  reviewed_at: IsoTime | null;
  created_at: IsoTime;
}

/** An admin's verdict on one question within one verification request; a rejection carries its reason. */
export interface QuestionVerdictsTable {
  id: string;
  request_id: string;
  game_id: string;
  question_id: string;
  verdict: 'APPROVED' | 'REJECTED';
  reason: string | null;
  /** The version of the question this verdict was given to (review/question-version.ts); null before 0009. */
  question_version: string | null;
  created_at: IsoTime;
}
