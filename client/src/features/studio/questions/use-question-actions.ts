import { api } from '@plw/protocol/api';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { serverMessage } from '../../../lib/server-message.ts';
import { useStudioMutation } from '../studio-queries.ts';
import { movedOrder } from '../moved-order.ts';

/** Delete and reorder, the same for both kinds of question; a refusal shows the server's words. */
export function useQuestionActions(gameId: string, questionIds: readonly string[]) {
  const { t } = useTranslation();
  const client = useApiClient();
  const remove = useStudioMutation((questionId: string) =>
    client.call(api.deleteQuestion, { params: { id: gameId, questionId } }),
  );
  const reorder = useStudioMutation((ids: string[]) =>
    client.call(api.reorderQuestions, { params: { id: gameId }, body: { question_ids: ids } }),
  );
  const failed = (error: unknown) => {
    if (!(error instanceof ApiRequestError)) throw error;
    toast.error(serverMessage(t, error));
  };
  return {
    busy: remove.isPending || reorder.isPending,
    remove: (questionId: string) => {
      if (!window.confirm(t('studio.confirmDelete'))) return;
      remove.mutateAsync(questionId).then(() => toast.success(t('studio.deleted')), failed);
    },
    move: (from: number, to: number) => {
      reorder.mutateAsync(movedOrder(questionIds, from, to)).then(() => undefined, failed);
    },
  };
}
