import { describe, expect, it } from 'vitest';
import { messageFor } from '../../../tests/support/message-for.ts';
import { channelDpSchema, channelRequestFieldsSchema } from './channel.ts';
import { gameFormSchema } from './game.ts';
import { MEDIA_MESSAGES, mediaFileProblem, mediaKindOf } from './media.ts';
import { krissKrossQuestionSchema } from '../question-types/krisskross/question-schema.ts';
import { mcqQuestionSchema } from '../question-types/mcq/question-schema.ts';
import { gameFilterSearchSchema, gameLanguageSearchSchema, searchParamsToObject } from './search-params.ts';

// The channel request, game, question, media and search-param rules of spec 5, message by message.

const request = {
  name: 'Asha',
  email: 'asha@example.com',
  country_code: '91',
  phone_no: '9876543210',
  channel_name: 'Asha Quiz',
  channel_description: 'Quizzes about everything.',
};

describe('channel request', () => {
  it.each([
    [{ country_code: '9.5' }, 'country_code', 'Country code must be an integer'],
    [{ country_code: 'abc' }, 'country_code', 'Country code must be an integer'],
    [{ country_code: '0' }, 'country_code', 'Country code must be a positive integer'],
    [{ country_code: '1000' }, 'country_code', 'Country code must be at most 3 digits'],
    [{ phone_no: '-9876543210' }, 'phone_no', 'Phone number must be non-negative'],
    [{ phone_no: '98765.4321' }, 'phone_no', 'Phone number must be an integer'],
    [{ phone_no: '987654321' }, 'phone_no', 'Phone number must be at least 10 digits'],
    [{ phone_no: '98765432100' }, 'phone_no', 'Phone number must be at most 10 digits'],
    [{ email: 'asha' }, 'email', 'Invalid email format'],
    [{ name: 'As' }, 'name', 'Name must be at least 3 characters'],
    [{ name: 'A'.repeat(21) }, 'name', 'Name must be at most 20 characters'],
    [{ channel_name: 'AB' }, 'channel_name', 'Channel name must be at least 3 characters'],
    [{ channel_name: 'A'.repeat(16) }, 'channel_name', 'Channel name must be at most 15 characters'],
    [{ channel_description: 'short' }, 'channel_description', 'Channel description must be at least 10 characters'],
    [
      { channel_description: 'x'.repeat(501) },
      'channel_description',
      'Channel description must be at most 500 characters',
    ],
  ])('%o gives %s: %s', (change, field, message) => {
    expect(messageFor(channelRequestFieldsSchema, { ...request, ...change }, field)).toBe(message);
  });

  it('accepts a complete request and needs exactly one channel image', () => {
    expect(channelRequestFieldsSchema.parse(request)).toMatchObject({ country_code: 91, phone_no: 9876543210 });
    expect(channelDpSchema.safeParse([]).error?.issues[0]?.message).toBe('Channel image is required');
    expect(channelDpSchema.safeParse([{}, {}]).error?.issues[0]?.message).toBe('Channel image is required');
    expect(channelDpSchema.safeParse([{}]).success).toBe(true);
  });
});

describe('game form', () => {
  it("fills in the spec's defaults", () => {
    expect(gameFormSchema.parse({ language: 'English', game_name: 'Fruits' })).toEqual({
      type: 'Kriss_kross_puzzle',
      mode: 'DAILY',
      visibility: 'PUBLIC',
      language: 'English',
      game_name: 'Fruits',
      paid: false,
      local_circle: false,
      transit_game: false,
      supporting_lesson: false,
      score: 5,
      hashtag: '',
      question_source: 'Manually',
      // Left out, the round style is the type's own (defaultRoundStyle), which the one insert of a game gives.
    });
  });

  it.each([
    [{ game_name: 'x' }, 'language', 'Language is required'],
    [{ language: 'English', game_name: '  ' }, 'game_name', 'Game name is required'],
    [{ language: 'English', game_name: 'x', score: 0 }, 'score', 'Score must be at least 1'],
    [{ language: 'English', game_name: 'x', score: 51 }, 'score', 'Score must be at most 50'],
    [{ language: 'English', game_name: 'x', score: 2.5 }, 'score', 'Score must be an integer'],
  ])('%o gives %s: %s', (input, field, message) => {
    expect(messageFor(gameFormSchema, input, field)).toBe(message);
  });

  it('accepts RAPID THEN DAILY as a mode', () => {
    expect(gameFormSchema.parse({ language: 'Tamil', game_name: 'x', mode: 'RAPID_THEN_DAILY' }).mode).toBe(
      'RAPID_THEN_DAILY',
    );
  });
});

describe('questions', () => {
  const mcq = { question: 'Capital of India?', answer: 'New Delhi', answer_options: ['Mumbai', 'Pune', 'Goa'] };
  it.each([
    [{ ...mcq, question: '   ' }, 'question', 'Question is required'],
    [{ ...mcq, question: 'q'.repeat(501) }, 'question', 'Question must be less than 500 characters'],
    [{ ...mcq, answer: '' }, 'answer', 'Answer is required'],
    [{ ...mcq, answer_options: ['a', '', 'c'] }, 'answer_options.1', 'Option is required'],
    [{ ...mcq, answer_options: ['a', 'b'] }, 'answer_options', 'Exactly 3 options are required'],
    [{ ...mcq, mediaFile: 'media-1' }, 'mediaFile', 'Media file and media type must both be provided or both be empty'],
  ])('mcq %o gives %s: %s', (input, field, message) => {
    expect(messageFor(mcqQuestionSchema, input, field)).toBe(message);
  });

  const kk = { question: 'A red fruit', answer: 'APPLE', direction: 'Across' };
  it.each([
    [{ ...kk, answer: 'APPLE1' }, 'answer', 'Answer must contain only letters, spaces, and commas'],
    [{ ...kk, answer: 'ice-cream' }, 'answer', 'Answer must contain only letters, spaces, and commas'],
    [{ ...kk, answer: '\u0301apple' }, 'answer', 'Answer must contain only letters, spaces, and commas'],
    [{ ...kk, answer: 'ice \u0301cream' }, 'answer', 'Answer must contain only letters, spaces, and commas'],
    [{ ...kk, answer: 'ice\tcream' }, 'answer', 'Answer must contain only letters, spaces, and commas'],
    [{ ...kk, answer: 'ice\ncream' }, 'answer', 'Answer must contain only letters, spaces, and commas'],
    [{ ...kk, direction: undefined }, 'direction', 'Direction is required'],
    [{ ...kk, direction: 'Diagonal' }, 'direction', 'Direction is required'],
    [{ ...kk, mediaType: 'image' }, 'mediaFile', 'Media file and media type must both be provided or both be empty'],
  ])('kriss-kross %o gives %s: %s', (input, field, message) => {
    expect(messageFor(krissKrossQuestionSchema, input, field)).toBe(message);
  });

  it('accepts answers in all six scripts, with combining marks, spaces and commas', () => {
    const decomposed = 'Gro\u0308\u00dfe'; // ö as o and a combining diaeresis
    for (const answer of ['NEW YORK', 'മലയാളം', 'हिन्दी', 'தமிழ்', 'العربية', 'Größe, Maß', decomposed, 'ROCK,']) {
      expect(krissKrossQuestionSchema.safeParse({ ...kk, answer }).success, answer).toBe(true);
    }
  });
});

describe('media files', () => {
  it('knows the kind of each allowed format and refuses others', () => {
    expect(mediaKindOf('image/svg+xml')).toBe('image');
    expect(mediaKindOf('video/quicktime')).toBe('video');
    expect(mediaKindOf('audio/flac')).toBe('audio');
    expect(mediaKindOf('application/pdf')).toBeNull();
    expect(mediaFileProblem({ size: 10, mime: 'application/zip' })).toBe(MEDIA_MESSAGES.badFormat);
    expect(mediaFileProblem({ size: 10 * 1024 * 1024 + 1, mime: 'image/png' })).toBe(
      'File size must be less than 10MB',
    );
    expect(mediaFileProblem({ size: 10 * 1024 * 1024, mime: 'image/png' })).toBeNull();
  });
});

describe('search params', () => {
  it('says "gameLanguage is required" when it is missing or empty', () => {
    const missing = gameLanguageSearchSchema.safeParse({ gameIds: ['g1'] });
    expect(missing.error?.issues[0]?.message).toBe('gameLanguage is required');
    const empty = gameLanguageSearchSchema.safeParse({ gameIds: ['g1'], gameLanguage: '' });
    expect(empty.error?.issues[0]?.message).toBe('gameLanguage is required');
  });

  it('reads repeated ids as a list and circle flags as booleans; mode is only DAILY or RAPID', () => {
    const params = new URLSearchParams('gameIds=a&gameIds=b&gameLanguage=Hindi');
    expect(gameLanguageSearchSchema.parse(searchParamsToObject(params))).toEqual({
      gameIds: ['a', 'b'],
      gameLanguage: 'Hindi',
    });
    expect(gameFilterSearchSchema.parse({ localcircle: 'true', transitgames: 'false' })).toEqual({
      localcircle: true,
      transitgames: false,
    });
    expect(gameFilterSearchSchema.safeParse({ mode: 'RAPID_THEN_DAILY' }).success).toBe(false);
  });
});
