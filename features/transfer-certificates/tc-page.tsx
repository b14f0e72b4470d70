import { getTranslations } from 'next-intl/server';
import type { School } from '@/features/school/rules';
import type { TcLookupAnswer } from '@/features/transfer-certificates/tc-lookup-answer';
import { LookupForm } from './lookup-form';
import { LookupResult } from './lookup-result';
import styles from './tc.module.css';

/** /transfer-certificate: the lookup form, its answer, and why the school verifies TCs this way. */
export async function TransferCertificatePage({
  school,
  answer,
}: {
  school: School;
  answer: TcLookupAnswer | undefined;
}) {
  const t = await getTranslations('transferCertificates');
  return (
    <article className={`container section ${styles.page}`} aria-labelledby="page-title">
      <h1 id="page-title">{t('title')}</h1>
      <p className="lead">{t('lead', { school: school.name })}</p>
      {answer && <LookupResult answer={answer} school={school} />}
      <LookupForm echo={answer?.echo} />
      <section aria-labelledby="what-title">
        <h2 id="what-title">{t('whatTitle')}</h2>
        <p>{t('what')}</p>
      </section>
      <section aria-labelledby="why-title">
        <h2 id="why-title">{t('whyTitle')}</h2>
        <p>{t('why')}</p>
      </section>
      <section aria-labelledby="cbse-title">
        <h2 id="cbse-title">{t('cbseTitle')}</h2>
        <p>{t('cbse')}</p>
      </section>
    </article>
  );
}
