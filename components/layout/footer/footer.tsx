import { site } from '@/lib/site';
import { SocialIcons } from '../../social/social-icons';
import { ContactDetails } from '../contact-details';
import { MenuLinks } from '../menu-links';
import { MapEmbed } from './map-embed';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">About {site.shortName}</h2>
          <p>{site.about}</p>
          <SocialIcons />
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">Useful Links</h2>
          <nav aria-label="Useful Links">
            <MenuLinks className="footer-links" />
          </nav>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <ContactDetails />
        </section>
        <section aria-labelledby="footer-map" className="footer-map">
          <h2 id="footer-map">Find us</h2>
          <MapEmbed />
          <a href={site.map.linkUrl} target="_blank" rel="noopener noreferrer">
            Open a larger map
          </a>
        </section>
      </div>
      <p className="copyright">{site.copyright}</p>
    </footer>
  );
}
