import { zodResolver } from '@hookform/resolvers/zod';
import type { GameType } from '@plw/shared/constants';
import { reviewFormSchema, type Verdict } from '@plw/shared/schemas/review';
import { type ReactNode, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ApiRequestError } from '../../lib/api-client.ts';
import { serverMessage } from '../../lib/server-message.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { PageStatus } from '../../ui/page-status.tsx';
import { GameAsShown } from './game-as-shown.tsx';
import { useGameSearch, useReviewGame, useVerifyQuestions, verifyHref } from './review-queries.ts';
import '../../ui/text-field.css';
import '../../ui/panel.css';
import './review.css';
import { questionTypeOf, type VerifyQuestion, type VerifyQuestionOf } from '../../question-types/registry.ts';

// The admin verifies a game as players will see it, its own fields and its questions one by one: approve, or reject
// with a reason the creator reads. A game that is not waiting for review shows its last verdicts. What a question
// holds beside its text and answer (options, a direction, other accepted spellings) is shown by its type's page.

interface Values {
  game_version: string;
  verdicts: { question_id: string; version: string; verdict: Verdict | undefined; reason: string }[];
}

type Detail = (question: VerifyQuestion) => ReactNode;

export function VerifyQuestionsPage<T extends GameType>({
  type,
  detail,
}: {
  type: T;
  /** What the type shows of a question under its answer. */
  detail: (question: VerifyQuestionOf<T>) => ReactNode;
}) {
  const { t } = useTranslation();
  // The questions come from the type's own endpoint (the registry's verifyQuestions), so each is one of T's.
  const describe = detail as Detail;
  const search = useGameSearch();
  const gameId = search?.gameIds[0] ?? '';
  const loaded = useVerifyQuestions(type, gameId);
  /** Why the last review was refused (the game changed since it was shown), above the new version. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const title = t(questionTypeOf(type).labels.verifyPage);
  if (loaded.isPending) return <PageStatus header={<PageHeader title={title} />} />;
  // Spec 8: a failed question fetch is an empty list.
  if (loaded.isError) return (
    <PageStatus header={<PageHeader title={title} />}>
      <EmptyState title={t('review.noQuestions')} />
    </PageStatus>
  );
  const { game, questions, game_version } = loaded.data;
  return (
    <section className="panel-page review">
      <PageHeader title={title} subtitle={`${game.game_name} · ${game.language} · ${game.channel.channel_name}`} />
      {refusal && <Notice>{refusal}</Notice>}
      <GameAsShown game={game} />
      {game.status === 'PENDING_VERIFICATION'
        ? (
            // A new version of the game (it or a question changed since the form opened) starts a fresh form for it.
            <ReviewForm
              key={game_version}
              gameId={game.game_id}
              gameVersion={game_version}
              questions={questions}
              detail={describe}
              onRefused={setRefusal}
            />
          )
        : (
            <>
              <Notice tone="info">{t('review.notPending', { status: t(`review.status.${game.status}`) })}</Notice>
              <ol className="review-list">
                {questions.map((q, index) => (
                  <li key={q.question_id} className="panel-card">
                    <QuestionText question={q} index={index} detail={describe} />
                    {q.verdict && <span className="status-pill">{t(`review.verdict.${q.verdict}`)}</span>}
                    {q.reason && <p className="reason-box">{q.reason}</p>}
                  </li>
                ))}
              </ol>
            </>
          )}
      {search && (
        <Link className="button button--ghost button--small" href={verifyHref('/admin/games-verify', search.gameIds, search.gameLanguage)}>
          {t('review.backToRequests')}
        </Link>
      )}
    </section>
  );
}

interface ReviewFormProps {
  gameId: string;
  gameVersion: string;
  questions: VerifyQuestion[];
  detail: Detail;
  onRefused: (message: string | null) => void;
}

function ReviewForm({ gameId, gameVersion, questions, detail, onRefused }: ReviewFormProps) {
  const { t } = useTranslation();
  const review = useReviewGame(gameId);
  const { register, control, handleSubmit, setValue, formState } = useForm<Values>({
    resolver: zodResolver(reviewFormSchema) as never,
    // The versions shown go back with the verdicts, so the server refuses a review of a game that changed since.
    defaultValues: {
      game_version: gameVersion,
      verdicts: questions.map((q) => ({ question_id: q.question_id, version: q.version, verdict: undefined, reason: '' })),
    },
  });
  const chosen = useWatch({ control, name: 'verdicts' });
  if (questions.length === 0) return <EmptyState title={t('review.noQuestions')} />;

  async function submit(values: Values) {
    try {
      const verdicts = values.verdicts.map((v) => ({ ...v, verdict: v.verdict ?? 'APPROVED' }));
      const result = await review.mutateAsync({ game_version: values.game_version, verdicts });
      onRefused(null);
      toast.success(t(result.game.status === 'VERIFIED' ? 'review.verifiedToast' : 'review.rejectedToast'));
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      // A conflict is shown above the game, which is reloaded: the admin reviews what it is now.
      if (error.status === 409) onRefused(serverMessage(t, error));
      else toast.error(serverMessage(t, error));
    }
  }

  return (
    <form className="panel-page review" noValidate onSubmit={handleSubmit(submit)}>
      <div className="review-row">
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => questions.forEach((_, i) => setValue(`verdicts.${i}.verdict`, 'APPROVED'))}
        >
          {t('review.approveAll')}
        </button>
      </div>
      <ol className="review-list">
        {questions.map((q, index) => {
          const errors = formState.errors.verdicts?.[index];
          const verdict = chosen[index]?.verdict;
          return (
            <li key={q.question_id} className="panel-card" data-testid="verify-question">
              <QuestionText question={q} index={index} detail={detail} />
              <fieldset className="review-verdict">
                <legend className="visually-hidden">{t('review.verdictFor', { number: index + 1 })}</legend>
                {(['APPROVED', 'REJECTED'] as const).map((value) => (
                  <label key={value} className={`review-choice review-choice--${value.toLowerCase()}`}>
                    <input type="radio" value={value} {...register(`verdicts.${index}.verdict`)} />
                    {t(value === 'APPROVED' ? 'review.approve' : 'review.reject')}
                  </label>
                ))}
              </fieldset>
              {errors?.verdict && <p role="alert" className="field__error">{t('review.verdictMissing')}</p>}
              {verdict === 'REJECTED' && (
                <div className="field">
                  <label className="field__label" htmlFor={`reason-${q.question_id}`}>{t('review.reasonLabel')}</label>
                  <div className={errors?.reason ? 'field__control field__control--invalid' : 'field__control'}>
                    <textarea
                      id={`reason-${q.question_id}`}
                      rows={2}
                      className="field__input"
                      aria-invalid={errors?.reason ? true : undefined}
                      {...register(`verdicts.${index}.reason`)}
                    />
                  </div>
                  {errors?.reason?.message && <p role="alert" className="field__error">{errors.reason.message}</p>}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <div className="review-row review-row--end">
        <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('review.sending') : t('review.send')}
        </button>
      </div>
    </form>
  );
}

function QuestionText({ question, index, detail }: { question: VerifyQuestion; index: number; detail: Detail }) {
  const { t } = useTranslation();
  return (
    <div className="review-question">
      <p className="review-question__text">
        <span className="panel-muted">{t('review.questionNumber', { number: index + 1 })}</span>
        {' '}
        <span dir="auto">{question.question}</span>
      </p>
      <p>
        <strong>{t('review.answer')}</strong>
        {' '}
        <span dir="auto">{question.answer}</span>
      </p>
      {detail(question)}
      {question.mediaUrl && question.mediaType === 'image' && (
        <img className="review-question__media" src={question.mediaUrl} alt="" width={120} height={90} />
      )}
      {question.mediaUrl && question.mediaType === 'audio' && <audio controls src={question.mediaUrl} />}
      {question.mediaUrl && question.mediaType === 'video' && (
        <video className="review-question__media" controls src={question.mediaUrl} width={240} />
      )}
    </div>
  );
}
