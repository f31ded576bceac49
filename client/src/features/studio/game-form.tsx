import { zodResolver } from '@hookform/resolvers/zod';
import { gameFormBodySchema, type StudioGame } from '@plw/protocol/rest/studio-parts';
import { GAME_MODES, LANGUAGE_NAMES, QUESTION_SOURCES, SCORE, VISIBILITIES } from '@plw/shared/constants';
import { defaultRoundStyle, ROUND_STYLES } from '@plw/shared/rules/round/round-style';
import { canPlayInStep } from '@plw/shared/rules/round/type-rules';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Notice } from '../../ui/notice.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { FieldFrame } from './field-frame.tsx';
import { languageName } from './language-name.ts';
import { MediaPicker } from './media-picker.tsx';
import { useDraftsStatus } from './studio-queries.ts';
import { NEW_GAME_TYPE, QUESTION_TYPES } from '../../question-types/registry.ts';

// The new-game form (spec 3 fields and defaults, spec 5 messages): a new game, an edit, or a new language variant.

export type GameFormInput = z.input<typeof gameFormBodySchema>;
export type GameFormValues = z.output<typeof gameFormBodySchema>;

export const GAME_FORM_DEFAULTS: GameFormInput = {
  type: NEW_GAME_TYPE,
  mode: 'DAILY',
  visibility: 'PUBLIC',
  language: undefined as unknown as GameFormInput['language'],
  game_name: '',
  paid: false,
  local_circle: false,
  transit_game: false,
  supporting_lesson: false,
  score: SCORE.default,
  image: null,
  hashtag: '',
  question_source: 'Manually',
  round_style: defaultRoundStyle(NEW_GAME_TYPE),
};

export function formValuesOf(game: StudioGame): GameFormInput {
  return {
    type: game.type,
    mode: game.mode,
    visibility: game.visibility,
    language: game.language,
    game_name: game.game_name,
    paid: game.paid,
    local_circle: game.local_circle,
    transit_game: game.transit_game,
    supporting_lesson: game.supporting_lesson,
    score: game.score,
    image: game.image_media_id,
    hashtag: game.hashtag,
    question_source: game.question_source,
    round_style: game.round_style,
  };
}

export function GameForm({
  initial,
  initialImageUrl,
  languages = LANGUAGE_NAMES,
  typeLocked = false,
  submitLabel,
  onSubmit,
}: {
  initial: GameFormInput;
  initialImageUrl: string | null;
  /** The languages this game may take (a new variant: those the game does not have yet). */
  languages?: readonly string[];
  typeLocked?: boolean;
  submitLabel: string;
  onSubmit: (values: GameFormValues) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const form = useForm<GameFormInput, unknown, GameFormValues>({
    resolver: zodResolver(gameFormBodySchema),
    defaultValues: initial,
  });
  const { register, handleSubmit, control, reset, watch, setValue, formState } = form;
  const [imageUrl, setImageUrl] = useState(initialImageUrl);
  useEffect(() => {
    reset(initial);
    setImageUrl(initialImageUrl);
  }, [initial, initialImageUrl, reset]);
  const { errors, isSubmitting } = formState;
  const drafts = useDraftsStatus();
  const source = watch('question_source');
  const type = watch('type');
  // Switching the type offers that type's round style: in step for quizzes, free (the only one) for kriss-kross.
  const shownType = useRef(initial.type);
  useEffect(() => {
    if (type === shownType.current) return;
    shownType.current = type;
    if (type) setValue('round_style', defaultRoundStyle(type));
  }, [type, setValue]);
  const flags = ['paid', 'local_circle', 'transit_game', 'supporting_lesson'] as const;

  return (
    <form className="studio-card" noValidate onSubmit={handleSubmit(onSubmit)}>
      <fieldset className="studio-choice" disabled={typeLocked}>
        <legend>{t('studio.fieldType')}</legend>
        {QUESTION_TYPES.map((entry) => (
          <label key={entry.type} className="studio-choice__option">
            <input type="radio" value={entry.type} {...register('type')} />
            {t(entry.labels.studio)}
          </label>
        ))}
      </fieldset>
      <div className="studio-grid-2">
        <FieldFrame label={t('studio.fieldLanguage')} error={errors.language?.message} name="language">
          {({ id, errorId }) => (
            <select
              id={id}
              className="field__input"
              aria-invalid={errorId ? true : undefined}
              aria-describedby={errorId}
              {...register('language', { setValueAs: (value: string) => (value === '' ? undefined : value) })}
            >
              <option value="">{t('studio.chooseLanguage')}</option>
              {languages.map((language) => (
                <option key={language} value={language}>
                  {languageName(language, i18n.language)}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <TextField label={t('studio.fieldGameName')} error={errors.game_name?.message} {...register('game_name')} />
        <FieldFrame label={t('studio.fieldMode')} name="mode">
          {({ id }) => (
            <select id={id} className="field__input" {...register('mode')}>
              {GAME_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`studio.mode.${mode}`)}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <TextField
          label={t('studio.fieldScore')}
          type="number"
          inputMode="numeric"
          min={SCORE.min}
          max={SCORE.max}
          error={errors.score?.message}
          {...register('score', { valueAsNumber: true })}
        />
        <TextField label={t('studio.fieldHashtag')} error={errors.hashtag?.message} {...register('hashtag')} />
      </div>
      <fieldset className="studio-choice">
        <legend>{t('studio.fieldVisibility')}</legend>
        {VISIBILITIES.map((visibility) => (
          <label key={visibility} className="studio-choice__option">
            <input type="radio" value={visibility} {...register('visibility')} />
            {t(`studio.visibility.${visibility}`)}
          </label>
        ))}
      </fieldset>
      {type !== undefined && canPlayInStep(type) && (
        <fieldset className="studio-choice">
          <legend>{t('studio.fieldRoundStyle')}</legend>
          {ROUND_STYLES.map((style) => (
            <label key={style} className="studio-choice__option">
              <input type="radio" value={style} {...register('round_style')} />
              {t(`studio.roundStyle.${style}`)}
            </label>
          ))}
        </fieldset>
      )}
      <fieldset className="studio-checks">
        {flags.map((flag) => (
          <label key={flag} className="studio-check">
            <input type="checkbox" {...register(flag)} />
            {t(`studio.flag.${flag}`)}
          </label>
        ))}
      </fieldset>
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <MediaPicker
            label={t('studio.fieldImage')}
            kinds={['image']}
            value={field.value && imageUrl ? { mediaFile: field.value, mediaType: 'image', url: imageUrl } : null}
            error={fieldState.error?.message}
            onChange={(media) => {
              field.onChange(media?.mediaFile ?? null);
              setImageUrl(media?.url ?? null);
            }}
          />
        )}
      />
      <fieldset className="studio-choice">
        <legend>{t('studio.fieldSource')}</legend>
        {QUESTION_SOURCES.map((source) => (
          <label key={source} className="studio-choice__option">
            <input type="radio" value={source} {...register('question_source')} />
            {t(`studio.source.${source}`)}
          </label>
        ))}
      </fieldset>
      {source === 'Chatgpt' && drafts.data && !drafts.data.configured && (
        <Notice tone="info">
          <p>{drafts.data.message}</p>
        </Notice>
      )}
      <div className="studio-row studio-row--end">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? t('studio.saving') : submitLabel}
        </button>
      </div>
    </form>
  );
}
