import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PLANS, formatCents, isPlanId, type Plan, type PlanId } from '@haulbooks/domain';
import { config } from '../../lib/config';
import { PUBLIC_UI } from './messages';
import { BrandLink } from './components/brand-link';
import { SiteFooter } from './components/site-footer';
import {
  BoltIcon,
  ChartIcon,
  CheckIcon,
  CloudLockIcon,
  HeadsetIcon,
  ScanIcon,
  ShieldCheckIcon,
  TagIcon,
} from './components/icons';
import { usePageTitle } from '../../lib/page-title';
import './public.css';

/** The plan shown as the usual choice; a plan the visitor picks is highlighted instead. */
const POPULAR_PLAN: PlanId = 'owner_operator';

const FEATURES: readonly { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Settlement processing',
    text: 'Upload or photograph a settlement sheet and the gross, net and date are read from the document for you.',
    icon: <ScanIcon />,
  },
  {
    title: 'Real-time analytics',
    text: 'Income, expenses and net profit update as you add them, by week, month, quarter or year.',
    icon: <ChartIcon />,
  },
  {
    title: 'Tax compliance',
    text: 'Deductible expenses flagged and organised so your Schedule C and quarterly estimates are ready.',
    icon: <ShieldCheckIcon />,
  },
  {
    title: 'Expense categorisation',
    text: 'Fuel, maintenance, tolls, insurance, permits and more, each in its own category.',
    icon: <TagIcon />,
  },
  {
    title: 'Secure cloud storage',
    text: 'Settlements and receipts kept safe in the cloud, available from the cab or the office.',
    icon: <CloudLockIcon />,
  },
  {
    title: 'Time-saving automation',
    text: 'Less data entry, fewer shoeboxes of receipts: reports build themselves from what you upload.',
    icon: <BoltIcon />,
  },
  {
    title: '24/7 support',
    text: `Real people who know trucking, day or night: ${config.supportPhone}.`,
    icon: <HeadsetIcon />,
  },
];

function registerHref(planId: PlanId): string {
  return `/register?${new URLSearchParams({ plan: planId }).toString()}`;
}

/** The public landing page: what a trucker sees first. Plain React + CSS, no Chakra or Firebase. */
export function LandingPage() {
  const [searchParams] = useSearchParams();
  const planParam = searchParams.get('plan');
  // A plan chosen earlier (…/?plan=owner_operator, or Back from /register) stays highlighted.
  const [chosenPlan, setChosenPlan] = useState<PlanId | null>(isPlanId(planParam) ? planParam : null);

  usePageTitle();

  const choosePlan = (planId: PlanId) => {
    setChosenPlan(planId);
    // Remember the choice on this history entry, so Back from /register shows it highlighted.
    const url = new URL(window.location.href);
    url.searchParams.set('plan', planId);
    url.hash = 'pricing';
    window.history.replaceState(window.history.state, '', url);
  };

  return (
    <div className="hb-page">
      <header className="hb-header">
        <div className="hb-container hb-header__inner">
          <BrandLink />
          <nav className="hb-header__nav" aria-label="Main">
            <a href="#features" className="hb-header__anchor">
              {PUBLIC_UI.features}
            </a>
            <a href="#pricing" className="hb-header__anchor">
              {PUBLIC_UI.pricing}
            </a>
            <Link to="/login" className="hb-header__signin">
              {PUBLIC_UI.signIn}
            </Link>
            <Link to="/register" className="hb-button hb-button--accent hb-button--small">
              {PUBLIC_UI.startFreeTrial}
            </Link>
          </nav>
        </div>
      </header>

      <main id="main">
        <section className="hb-hero" aria-labelledby="hb-hero-title">
          <div className="hb-container hb-hero__inner">
            <p className="hb-eyebrow">Bookkeeping for owner-operators, drivers and fleets</p>
            <h1 id="hb-hero-title" className="hb-hero__title">
              Know what every load really pays.
            </h1>
            <p className="hb-hero__lead">
              {config.productName} turns settlements, fuel receipts and expenses into profit and loss,
              tax-ready reports and real-time numbers — from your phone, between loads.
            </p>
            <div className="hb-hero__actions">
              <Link to="/register" className="hb-button hb-button--accent hb-button--large">
                Try {config.productName} free
              </Link>
              <a href="#pricing" className="hb-button hb-button--ghost hb-button--large">
                See plans and prices
              </a>
            </div>
            <p className="hb-hero__note">Free trial on every plan. No credit card needed to start.</p>
          </div>
        </section>

        <section id="features" className="hb-section" aria-labelledby="hb-features-title">
          <div className="hb-container">
            <div className="hb-section__header">
              <h2 id="hb-features-title" className="hb-section__title">
                Everything your trucking business needs
              </h2>
              <p className="hb-section__lead">
                Built around settlements, per-mile costs and IRS deadlines — not a generic accounting package.
              </p>
            </div>
            <ul className="hb-features">
              {FEATURES.map((feature) => (
                <li key={feature.title} className="hb-feature">
                  <span className="hb-feature__icon">{feature.icon}</span>
                  <h3 className="hb-feature__title">{feature.title}</h3>
                  <p className="hb-feature__text">{feature.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section id="pricing" className="hb-section hb-section--tinted" aria-labelledby="hb-pricing-title">
          <div className="hb-container">
            <div className="hb-section__header">
              <h2 id="hb-pricing-title" className="hb-section__title">
                Simple, transparent pricing
              </h2>
              <p className="hb-section__lead">
                Pick the plan that fits how you run. Start free, cancel anytime.
              </p>
            </div>
            <div className="hb-plans">
              {PLANS.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  chosen={plan.id === chosenPlan}
                  popular={plan.id === POPULAR_PLAN}
                  onChoose={() => choosePlan(plan.id)}
                />
              ))}
            </div>
          </div>
        </section>

        <section className="hb-cta" aria-labelledby="hb-cta-title">
          <div className="hb-container hb-cta__inner">
            <h2 id="hb-cta-title" className="hb-cta__title">
              Ready to take control of your trucking finances?
            </h2>
            <p className="hb-cta__text">
              Join drivers and fleets who spend less time on paperwork and more time on the road.
            </p>
            <Link to="/register" className="hb-button hb-button--accent hb-button--large">
              Create your free account
            </Link>
          </div>
        </section>
      </main>

      <SiteFooter onLanding />
    </div>
  );
}

interface PlanCardProps {
  plan: Plan;
  chosen: boolean;
  popular: boolean;
  onChoose: () => void;
}

function PlanCard({ plan, chosen, popular, onChoose }: PlanCardProps) {
  const titleId = `hb-plan-${plan.id}`;
  const className = ['hb-plan', chosen ? 'hb-plan--chosen' : '', popular ? 'hb-plan--popular' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <article
      className={className}
      aria-labelledby={titleId}
      aria-current={chosen ? 'true' : undefined}
      data-testid={`plan-${plan.id}`}
      data-chosen={chosen ? 'true' : 'false'}
    >
      {chosen ? (
        <p className="hb-plan__badge hb-plan__badge--chosen">Your choice</p>
      ) : popular ? (
        <p className="hb-plan__badge">Most popular</p>
      ) : null}
      <h3 id={titleId} className="hb-plan__name">
        {plan.name}
      </h3>
      <p className="hb-plan__description">{plan.description}</p>
      <p className="hb-plan__price">
        <span className="hb-plan__amount">{formatCents(plan.monthlyPriceCents)}</span>
        <span className="hb-plan__period">{PUBLIC_UI.perMonth}</span>
      </p>
      <ul className="hb-plan__features">
        {plan.features.map((feature) => (
          <li key={feature}>
            <CheckIcon />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <Link
        to={registerHref(plan.id)}
        className={`hb-button hb-button--block ${chosen || popular ? 'hb-button--primary' : 'hb-button--secondary'}`}
        onClick={onChoose}
      >
        {PUBLIC_UI.getStarted}
      </Link>
    </article>
  );
}
