import { useState } from 'react';
import { Button } from './form/button';

interface ConsentMapProps {
  src: string;
  title: string;
  address: string;
  notice: string;
  showLabel: string;
}

/**
 * A map that loads Google's embed only when the visitor asks for it: no third-party content or cookies before
 * consent, and nothing heavy on first paint. Plain elements (.consent-map in components/form/form.css).
 */
export function ConsentMap({ src, title, address, notice, showLabel }: ConsentMapProps) {
  const [shown, setShown] = useState(false);
  if (shown) {
    return (
      <iframe
        src={src}
        title={title}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        allowFullScreen
        className="consent-map consent-map--shown"
      />
    );
  }
  return (
    <div className="consent-map">
      <div>
        <p className="consent-map__address">{address}</p>
        <p className="consent-map__notice">{notice}</p>
        <Button look="outlined" onClick={() => setShown(true)}>
          {showLabel}
        </Button>
      </div>
    </div>
  );
}
