import type { ReactNode } from 'react';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../../components/icons';
import { PageLayout } from '../../../components/page-layout';
import { CONTACT } from '../../../config/site';
import { ContactMap } from './contact-map';
import { FeedbackForm } from './feedback-form';

function DetailLine({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 text-indigo-700">{icon}</span>
      <div>
        <p className="font-semibold text-slate-900">{label}</p>
        <div className="text-slate-700">{children}</div>
      </div>
    </li>
  );
}

export function ContactPage() {
  return (
    <PageLayout
      title="Contact"
      heading="Contact us"
      intro="Questions, a product we got wrong, or an idea? Write to us or use the form below."
    >
      <div className="grid gap-10 lg:grid-cols-2">
        <div className="space-y-8">
          <ContactMap />
          <ul className="space-y-5" aria-label="Contact details">
            <DetailLine icon={<MapPinIcon className="h-5 w-5" />} label="Address">
              <address className="not-italic">
                {CONTACT.addressLines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </DetailLine>
            <DetailLine icon={<MailIcon className="h-5 w-5" />} label="Email">
              <a className="text-indigo-700 underline" href={`mailto:${CONTACT.email}`}>
                {CONTACT.email}
              </a>
            </DetailLine>
            <DetailLine icon={<PhoneIcon className="h-5 w-5" />} label="Phone">
              <a className="text-indigo-700 underline" href={CONTACT.phoneHref}>
                {CONTACT.phone}
              </a>
            </DetailLine>
          </ul>
        </div>

        <section aria-labelledby="feedback-heading">
          <h2 id="feedback-heading" className="text-2xl font-semibold text-slate-900">
            Share Your Feedback
          </h2>
          <p className="mt-2 mb-6 text-slate-700">
            We read every message. Your name and email are used only to answer you.
          </p>
          <FeedbackForm />
        </section>
      </div>
    </PageLayout>
  );
}
