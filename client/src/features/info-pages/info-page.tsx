import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/page-header.tsx';
import './info-pages.css';

type Topic = 'aboutUs' | 'disclaimer' | 'privacyPolicy' | 'termsOfService';

/** An about page: its title, a lead paragraph and titled sections, all from the reader's language. */
function InfoPage({ topic }: { topic: Topic }) {
  const { t } = useTranslation();
  const sections = t(`infoPages.${topic}.sections`, { ns: 'player', returnObjects: true });
  return (
    <article className="info-page">
      <PageHeader title={t(`pages.${topic}`)} subtitle={t(`infoPages.${topic}.intro`)} />
      {sections.map((section) => (
        <section key={section.title} className="info-page__section">
          <h2 className="info-page__heading">{section.title}</h2>
          <p>{section.body}</p>
        </section>
      ))}
    </article>
  );
}

export const AboutUsPage = () => <InfoPage topic="aboutUs" />;
export const DisclaimerPage = () => <InfoPage topic="disclaimer" />;
export const PrivacyPolicyPage = () => <InfoPage topic="privacyPolicy" />;
export const TermsOfServicePage = () => <InfoPage topic="termsOfService" />;
