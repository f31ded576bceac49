import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LoadMore } from '../../ui/load-more.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { PageStatus } from '../../ui/page-status.tsx';
import { useChannelDetails } from './catalog-queries.ts';
import '../../ui/panel.css';
import './admin-catalog.css';
import { numberFormat } from '../../ui/number-format.ts';

/** /admin/all-channels: every channel with its games, reviews waiting, subscribers and gift balance, page by page. */
export default function AllChannelsPage() {
  const { t, i18n } = useTranslation();
  const channels = useChannelDetails();
  const number = numberFormat(i18n.language);
  const header = <PageHeader title={t('pages.allChannels')} subtitle={t('adminCatalog.channelsIntro')} />;
  if (channels.isPending) return <PageStatus header={header} />;
  // Spec 8: a list that fails to load is an empty list.
  const list = channels.data?.pages.flatMap((page) => page.channels) ?? [];
  return (
    <section className="panel-page catalog">
      {header}
      {list.length === 0
        ? <EmptyState title={t('adminCatalog.noChannels')} />
        : (
            <ul className="panel-grid">
              {list.map((channel) => (
                <li key={channel.channel_id} className="panel-card panel-card--compact" aria-label={channel.channel_name}>
                  <div className="panel-row">
                    {channel.channel_dp
                      ? <img className="catalog-dp" src={channel.channel_dp} alt="" width={48} height={48} />
                      : <span className="catalog-dp" aria-hidden="true" />}
                    <div>
                      <strong className="catalog-card__title">{channel.channel_name}</strong>
                      <p className="panel-muted">{channel.name}</p>
                    </div>
                  </div>
                  <dl className="catalog-figures">
                    {(['games', 'released_games', 'pending_reviews', 'subscribers', 'balance'] as const).map((key) => (
                      <div key={key}>
                        <dt>{t(`adminCatalog.figures.${key}`)}</dt>
                        <dd>{number.format(channel[key])}</dd>
                      </div>
                    ))}
                  </dl>
                  <Link className="button button--ghost button--small" href={`/admin/${channel.channel_id}/channel`}>
                    {t('adminCatalog.openChannel')}
                  </Link>
                </li>
              ))}
            </ul>
          )}
      <LoadMore query={channels} />
    </section>
  );
}
