import { loadSocialLinks } from '@/features/menu/server';
import { schoolJsonLd } from '@/features/school/json-ld';
import { getSchool } from '@/features/school/server';
import { getBaseUrl } from '@/lib/base-url';
import { serializeJsonLd } from '@/lib/seo';

/** The school as schema.org data, with the CMS's social profiles as `sameAs`. */
export async function SchoolJsonLd() {
  const [baseUrl, school, socialLinks] = await Promise.all([getBaseUrl(), getSchool(), loadSocialLinks()]);
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(schoolJsonLd(baseUrl, school, socialLinks.items)) }}
    />
  );
}
