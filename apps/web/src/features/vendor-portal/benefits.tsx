// Benefits: why listing with Confetti pays for a business of this category, and what couples looking
// for one ask (GET /api/directory/benefits/{category}), to write a listing that answers them.
import { VENDOR_CATEGORIES } from '@confetti/catalog';
import { CircleCheck, MessageCircleQuestion } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useBenefits } from './api';
import { SectionHead } from './dashboard';
import { usePortal, useSectionTitle } from './portal';

export function BenefitsSection() {
  const { listing } = usePortal();
  useSectionTitle('Benefits');
  const [chosen, setChosen] = useState<string>(listing?.category ?? VENDOR_CATEGORIES[0]!.apiCategory);
  const { data, isPending, isError } = useBenefits(chosen);

  return (
    <>
      <SectionHead title="Benefits">
        <label className="benefits-pick">
          <span className="field__label">Category</span>
          <select className="input" value={chosen} onChange={(e) => setChosen(e.target.value)}>
            {VENDOR_CATEGORIES.map((c) => (
              <option key={c.id} value={c.apiCategory}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      </SectionHead>
      {isError ? (
        <p className="notice notice--error" role="alert">
          The benefits for this category could not be loaded.
        </p>
      ) : isPending || !data ? (
        <p className="portal-muted">Loading…</p>
      ) : (
        <>
          <section className="portal-card benefits-hero">
            <p className="eyebrow">{data.category_name}</p>
            <h2>{data.headline}</h2>
            <p className="portal-muted">
              {data.listing_count === 0
                ? 'No published listings in this category yet: be the first couples find.'
                : `${data.listing_count} published ${data.listing_count === 1 ? 'listing' : 'listings'} in this category.`}
            </p>
          </section>
          <div className="benefits-grid">
            <section className="portal-card" aria-labelledby="why-list">
              <h2 id="why-list">Why list with us</h2>
              <ul className="benefits-list">
                {data.why_list.map((item) => (
                  <li key={item.title}>
                    <CircleCheck size={20} aria-hidden="true" />
                    <div>
                      <h3>{item.title}</h3>
                      <p>{item.detail}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
            <section className="portal-card" aria-labelledby="couples-ask">
              <h2 id="couples-ask">What couples ask</h2>
              <p className="portal-muted">
                Answer these in your description and you will get better inquiries.
              </p>
              <ul className="benefits-asks">
                {data.couples_ask.map((question) => (
                  <li key={question}>
                    <MessageCircleQuestion size={18} aria-hidden="true" />
                    <span>{question}</span>
                  </li>
                ))}
              </ul>
              <Link to="/vendor/listing" className="btn btn--secondary">
                {listing ? 'Edit your description' : 'Create your listing'}
              </Link>
            </section>
          </div>
        </>
      )}
    </>
  );
}
