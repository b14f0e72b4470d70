import { GigwPage, gigwMetadata } from '@/features/gigw/gigw-page';

// A GIGW page (features/gigw): the office's page in `pages`, at a fixed address linked from every footer.
export const generateMetadata = () => gigwMetadata('copyright-policy');

export default function Page() {
  return <GigwPage slug="copyright-policy" />;
}
