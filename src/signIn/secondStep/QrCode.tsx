// The authenticator's otpauth:// address as a QR code: the `qrcode` package (fetched only when an
// authenticator is set up) writes it as SVG, shown as an image from a data: URL, which the
// server's CSP allows (server/plugins/security.ts: img-src 'self' data: blob:). Dark on white (its
// own background) whatever the theme: that is what a phone's camera reads best.
import { useEffect, useState } from 'react';
import { Skeleton } from '../../ui/Skeleton';

const SIZE = 192;

export function QrCode({ value, label }: { value: string; label: string }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qrcode) =>
        qrcode.toString(value, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }),
      )
      .then((svg) => {
        if (current) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      // The secret is shown as text beside it: the code can be typed by hand.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [value]);
  if (!source) return <Skeleton className="size-48" />;
  return (
    <img
      src={source}
      alt={label}
      width={SIZE}
      height={SIZE}
      className="rounded-md border border-border"
    />
  );
}
