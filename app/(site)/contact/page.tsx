import type { Metadata } from 'next';
import { CalendarDays, CircleCheck, Clock, LoaderCircle, Mail, Phone, Send, X } from 'lucide';
import { Section } from '@/components/page/section';
import { Icon } from '@/components/ui/icon';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHeader } from '@/components/page/page-header';
import { ContactForm, type ContactIcons } from '@/components/forms/contact-form';
import { sendContactForm } from '@/lib/leads/actions';
import { NoOffers } from '@/components/layout/no-offers';
import { NearFrame } from '@/components/booking/near-frame';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl, schedulerEmbedUrl, schedulerUrl, siteUrl } from '@/lib/site/config';
import { routes } from '@/content/routes';
import { studio } from '@/content/studio';

/** The form island's icons, drawn here so the island ships none. */
const contactIcons: ContactIcons = {
  done: <Icon icon={CircleCheck} className="size-12 text-success" />,
  sending: <Icon icon={LoaderCircle} className="animate-spin" />,
  send: <Icon icon={Send} />,
  close: <Icon icon={X} />,
};

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: 'Contact Us: Start a Conversation',
    description: `Tell us about your website, or book a ${studio.claims.strategyCallMinutes}-minute strategy call with ${studio.founder.name}. We reply to every inquiry within ${studio.claims.replyTime}.`,
    path: routes.contact.path,
  });
}

export default function ContactPage() {
  return (
    <>
      <NoOffers />
      <JsonLd
        data={[
          {
            '@context': 'https://schema.org',
            '@type': 'ContactPage',
            name: `Contact ${studio.name}`,
            url: absoluteUrl(routes.contact.path),
            about: { '@id': `${siteUrl}/#organization` },
          },
          breadcrumbJsonLd([{ name: 'Contact', path: routes.contact.path }]),
        ]}
      />
      <PageHeader
        eyebrow="Contact"
        title="Let's talk about your website"
        lead={`Send a message or book a call: either way you will hear from ${studio.founder.name} herself, within ${studio.claims.replyTime}.`}
      />
      <Section as="div" width="6xl" className="grid gap-10 lg:grid-cols-[1.5fr_1fr]">
        <section aria-label="Inquiry form" className="rounded-2xl border bg-card p-6 shadow-card sm:p-8">
          <ContactForm email={studio.email} replyTime={studio.claims.replyTime} action={sendContactForm} icons={contactIcons} />
        </section>
        <aside aria-labelledby="contact-details-title" className="flex flex-col gap-6">
          <div className="rounded-2xl border bg-secondary/60 p-6">
            <h2 id="contact-details-title" className="text-xl font-bold text-primary">
              Contact details
            </h2>
            <ul className="mt-4 flex flex-col gap-3">
              <li className="flex items-center gap-3">
                <Icon icon={Mail} className="size-5 text-accent" />
                <a href={`mailto:${studio.email}`} className="font-medium underline-offset-4 hover:underline">
                  {studio.email}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <Icon icon={Phone} className="size-5 text-accent" />
                <a href={studio.phoneHref} className="font-medium underline-offset-4 hover:underline">
                  {studio.phone}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <Icon icon={Clock} className="size-5 text-accent" />
                <span>Replies within {studio.claims.replyTime}</span>
              </li>
            </ul>
          </div>
          <div className="rounded-2xl border bg-card p-6">
            <h2 className="text-xl font-bold text-primary">Prefer to talk?</h2>
            <p className="mt-2 text-muted-foreground">
              Pick a time for a free {studio.claims.strategyCallMinutes}-minute strategy call. No pitch deck: we look at your site together.
            </p>
            <a
              href={schedulerUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-cta="contact_book_call"
              className="mt-4 inline-flex h-11 items-center gap-2 rounded-md bg-primary px-5 font-semibold text-primary-foreground hover:bg-primary/90"
            >
              <Icon icon={CalendarDays} />
              Book a Call
              <span className="sr-only"> (opens the scheduling page in a new tab)</span>
            </a>
          </div>
        </aside>
      </Section>
      <Section aria-labelledby="calendar-title" width="6xl" paddingBottom={20}>
        <h2 id="calendar-title" className="text-2xl font-bold text-primary">
          Or choose a time now
        </h2>
        <p className="mt-2 text-muted-foreground">The calendar below is the same booking page, embedded.</p>
        <NearFrame
          src={schedulerEmbedUrl()}
          title="Book a strategy call: scheduling calendar"
          boxClassName="mt-6 h-[480px] w-full sm:h-[520px] lg:h-[560px]"
          frameClassName="size-full rounded-2xl border bg-card"
          testId="scheduler-embed"
        />
      </Section>
    </>
  );
}
