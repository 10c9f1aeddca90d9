// jsonexport's call (rows, callback), with the library fetched on the first call: ra-core's
// default exporter imports it, and would otherwise bring it to every list (loadTime/build.ts).
type Callback = (error: Error | null, csv: string) => void;

export default function jsonExport(data: unknown, callback: Callback): void {
  import('jsonexport/dist').then(
    ({ default: run }) => run(data as object, callback),
    (error: Error) => callback(error, ''),
  );
}
