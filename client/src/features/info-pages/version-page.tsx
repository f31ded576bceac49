import { api } from '@plw/protocol/api';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../lib/api-context.tsx';
import { Loading } from '../../ui/loading.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { useIntlFormat } from '../../ui/use-intl-format.ts';
import { BUILD_INFO } from './build-info.ts';
import './info-pages.css';

interface Row {
  label: string;
  value: string;
  code?: boolean;
}

function Facts({ title, rows, testId }: { title: string; rows: readonly Row[]; testId: string }) {
  return (
    <section className="version-card" data-testid={testId}>
      <h2 className="info-page__heading">{title}</h2>
      <dl className="version-card__facts">
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd dir="ltr">{row.code ? <code>{row.value}</code> : row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** /version: the client's build (written in at build time) and the running server's (GET /api/version). */
export default function VersionPage() {
  const { t } = useTranslation();
  const format = useIntlFormat();
  const client = useApiClient();
  const server = useQuery({ queryKey: ['version'], queryFn: ({ signal }) => client.call(api.version, { signal }) });
  const unknown = t('infoPages.unknown');

  return (
    <div className="info-page">
      <PageHeader title={t('pages.version')} />
      <div className="version-grid">
        <Facts
          title={t('infoPages.thisApp')}
          testId="client-version"
          rows={[
            { label: t('infoPages.version'), value: BUILD_INFO.version ?? unknown },
            { label: t('infoPages.commit'), value: BUILD_INFO.commit ?? unknown, code: true },
            { label: t('infoPages.builtAt'), value: BUILD_INFO.builtAt ? format.dateTime(BUILD_INFO.builtAt) : unknown },
          ]}
        />
        {server.isPending
          ? <Loading />
          : server.data
            ? (
                <Facts
                  title={t('infoPages.server')}
                  testId="server-version"
                  rows={[
                    { label: t('infoPages.version'), value: server.data.version },
                    { label: t('infoPages.commit'), value: server.data.commit ?? unknown, code: true },
                    { label: t('infoPages.startedAt'), value: format.dateTime(server.data.started_at) },
                    { label: t('infoPages.protocol'), value: format.number(server.data.protocol) },
                  ]}
                />
              )
            : (
                <section className="version-card" data-testid="server-version">
                  <h2 className="info-page__heading">{t('infoPages.server')}</h2>
                  <p>{t('infoPages.serverUnavailable')}</p>
                </section>
              )}
      </div>
    </div>
  );
}
