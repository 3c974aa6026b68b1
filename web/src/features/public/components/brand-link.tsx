import { Link } from 'react-router-dom';
import { config } from '../../../lib/config';
import { LogoMark } from './icons';

/** The product name with its mark, linking home. */
export function BrandLink({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link to="/" className={inverted ? 'hb-brand hb-brand--inverted' : 'hb-brand'}>
      <LogoMark className="hb-brand__mark" />
      {config.productName}
    </Link>
  );
}
