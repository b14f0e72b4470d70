/**
 * The school's fixed facts: the one place a school edits its name, contact details, map and copy.
 * Everything that changes often (menu, social links) comes from the CMS instead.
 */
export const site = {
  name: 'Greenwood Public School',
  shortName: 'Greenwood',
  tagline: 'A CBSE school in Dwarka, New Delhi — nursery to class XII',
  description:
    'Greenwood Public School in Dwarka, New Delhi, follows the CBSE curriculum from nursery to class XII: strong academics, sports, arts and admissions open for 2027-28.',
  affiliation: 'Affiliated to CBSE, New Delhi · Affiliation No. 2730000 (demo)',
  openHours: 'Open hours: 8am - 5pm mon - sat',
  copyright: '© Rugaa All Rights Reserved',
  address: {
    street: 'Plot 12, Sector 21, Dwarka',
    locality: 'New Delhi',
    region: 'Delhi',
    postalCode: '110075',
    country: 'IN',
  },
  phone: { display: '+91 11 4567 8900', href: 'tel:+911145678900' },
  email: 'office@greenwood-school.example',
  map: {
    title: 'Map showing the location of Greenwood Public School, Sector 21, Dwarka, New Delhi',
    embedUrl:
      'https://www.openstreetmap.org/export/embed.html?bbox=77.0386%2C28.5435%2C77.0686%2C28.5635&layer=mapnik&marker=28.5535%2C77.0536',
    linkUrl: 'https://www.openstreetmap.org/?mlat=28.5535&mlon=77.0536#map=16/28.5535/77.0536',
  },
  about:
    'Greenwood Public School follows the Central Board of Secondary Education (CBSE) curriculum from nursery to class XII. ' +
    'Our teaching builds on the NCERT syllabus with competency-based learning, continuous assessment and a wide range of sports, arts and clubs, ' +
    'so every child grows in knowledge, character and confidence.',
  home: {
    heroTitle: 'Learning that grows with every child',
    heroText:
      'A CBSE school in Dwarka, New Delhi, where curious minds from nursery to class XII learn to think, create and lead.',
    facts: [
      { value: '1,400+', label: 'students' },
      { value: '95', label: 'teachers' },
      { value: '1:15', label: 'teacher–student ratio' },
      { value: '98.6%', label: 'class XII pass rate' },
    ],
    academics: [
      {
        stage: 'Foundational stage',
        grades: 'Nursery to class 2',
        text: 'Play-based learning, phonics and number sense in bright, safe classrooms with caring teachers.',
      },
      {
        stage: 'Preparatory and middle stages',
        grades: 'Classes 3 to 8',
        text: 'NCERT-based learning with hands-on science, coding, languages, art and music in every week.',
      },
      {
        stage: 'Secondary',
        grades: 'Classes 9 and 10',
        text: 'Strong foundations for the CBSE board examinations, with mentoring, labs and regular practice.',
      },
      {
        stage: 'Senior secondary',
        grades: 'Classes 11 and 12',
        text: 'Science, Commerce and Humanities streams, with career guidance and entrance-exam preparation.',
      },
    ],
    admissions: {
      title: 'Admissions are open for 2027-28',
      text: 'Visit the campus, meet our teachers and find out how your child will learn at Greenwood. Registration forms are available at the school office from Monday to Saturday.',
    },
  },
} as const;

export type Site = typeof site;
