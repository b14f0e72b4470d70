import { site } from '@/lib/site';

/** The home page (spec §2: /home and every active menu route show it), built from the site's facts. */
export function HomePage() {
  const { home } = site;
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <p className="eyebrow">{site.affiliation}</p>
          <h1 id="hero-title">{home.heroTitle}</h1>
          <p className="hero-text">{home.heroText}</p>
          <p className="hero-actions">
            <a className="button button-accent" href="#admissions">
              Admissions 2027-28
            </a>{' '}
            <a className="button button-ghost" href={site.phone.href}>
              Call {site.phone.display}
            </a>
          </p>
        </div>
      </section>

      <section className="container section about" aria-labelledby="about-title">
        <h2 id="about-title">Welcome to {site.name}</h2>
        <p className="lead">{site.about}</p>
        <ul className="facts">
          {home.facts.map((fact) => (
            <li key={fact.label}>
              <strong>{fact.value}</strong> <span>{fact.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="section academics" aria-labelledby="academics-title">
        <div className="container">
          <h2 id="academics-title">Academics</h2>
          <ul className="cards">
            {home.academics.map((stage) => (
              <li key={stage.stage} className="card">
                <h3>{stage.stage}</h3>
                <p className="card-grades">{stage.grades}</p>
                <p>{stage.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="admissions" className="container section admissions" aria-labelledby="admissions-title">
        <h2 id="admissions-title">{home.admissions.title}</h2>
        <p>{home.admissions.text}</p>
        <p className="hero-actions">
          <a className="button button-primary" href={`mailto:${site.email}?subject=Admission%20enquiry`}>
            E-mail the admissions office
          </a>{' '}
          <a className="button button-outline" href={site.phone.href}>
            Call {site.phone.display}
          </a>
        </p>
      </section>
    </>
  );
}
