import { formWords } from '../../lib/forms/words.ts';
import styles from '../messages/messages.module.css';
import type { AlertsAnswer } from './answer.ts';
import { PushButton } from './push-button.tsx';
import type { getSignupContext } from './server.ts';
import { SignupForm } from './signup-form.tsx';
import { alertWords } from './words.ts';

type AlertsPageProps = {
  schoolName: string;
  /** Whether this deployment sends mail (SMTP_URL): without it, a sign-up could never be confirmed. */
  mailOn: boolean;
  context: Awaited<ReturnType<typeof getSignupContext>>;
  answer: AlertsAnswer | undefined;
  /** The site's VAPID public key, which a browser subscribes with (push-keys.ts). */
  pushKey: string;
};

/** /alerts: what the alerts are, the e-mail sign-up, alerts on this device, and once sent, "check your mail". */
export function AlertsPage({ schoolName, mailOn, context, answer, pushKey }: AlertsPageProps) {
  const t = alertWords(context.locale);
  if (answer?.kind === 'sent')
    return (
      <article className={`container section ${styles.page}`} aria-labelledby="page-title">
        <div className={styles.panel}>
          <h1 id="page-title">{t('sent.title')}</h1>
          <p>{t('sent.text')}</p>
        </div>
        <p>{t('sent.noMail')}</p>
      </article>
    );
  return (
    <article className={`container section ${styles.page}`} aria-labelledby="page-title">
      <h1 id="page-title">{t('title')}</h1>
      {!mailOn ? (
        <p>{t('mailOff', { school: schoolName })}</p>
      ) : (
        <>
          <p>{t('lead', { school: schoolName })}</p>
          <p>{t('pushNote')}</p>
          <SignupForm
            locale={context.locale}
            stamp={context.stamp}
            privacyNotice={context.privacyNotice}
            answer={answer?.kind === 'invalid' ? answer : undefined}
          />
        </>
      )}
      <section className={styles.form} id="alerts-push" aria-labelledby="alerts-push-title">
        <h2 id="alerts-push-title">{t('push.title')}</h2>
        {/* Without the e-mail form, the notice its consent box sits under is shown here. */}
        {!mailOn && (
          <div className={styles.privacyNotice}>
            <h3>{t('push.noticeTitle')}</h3>
            {context.privacyNotice.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        )}
        <PushButton locale={context.locale} publicKey={pushKey} noticeVersion={context.privacyNotice.version} />
      </section>
    </article>
  );
}

/** The page's title: "check your mail" once sent, GOV.UK's "Error: " first while the form has errors. */
export function alertsTitle(answer: AlertsAnswer | undefined, locale: Parameters<typeof alertWords>[0]): string {
  const t = alertWords(locale);
  if (answer?.kind === 'sent') return t('sent.title');
  return answer?.kind === 'invalid' ? formWords(locale)('summary.pageTitle', { title: t('title') }) : t('title');
}
