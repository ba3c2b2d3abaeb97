import type { WatchList } from '@ico/domain/screening';
import type { Database } from '../db/client';
import { importListFile } from '../services/watchlists/import-list-file';
import { latestRelease } from '../services/watchlists/record-release';

/**
 * A small synthetic release of each watch list for the demo (DEMO_DATA=true), written in the exact formats the import
 * reads (docs/watchlists.md). Every person and entity is made up; none is on a real list.
 */
const DEMO_LISTS: Record<WatchList, { file: string; text: string }> = {
  un: {
    file: 'demo-consolidated.xml',
    text: `<?xml version="1.0" encoding="UTF-8"?>
<CONSOLIDATED_LIST xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="https://scsanctions.un.org/resources/xml/en/consolidated.xsd" dateGenerated="2026-11-01T00:00:00.000Z">
<INDIVIDUALS>
<INDIVIDUAL><DATAID>9900001</DATAID><VERSIONNUM>1</VERSIONNUM><FIRST_NAME>DEMO</FIRST_NAME><SECOND_NAME>KARIM</SECOND_NAME><THIRD_NAME>VOLKOV</THIRD_NAME><UN_LIST_TYPE>Demo</UN_LIST_TYPE><REFERENCE_NUMBER>DMi.001</REFERENCE_NUMBER><LISTED_ON>2021-03-15</LISTED_ON><COMMENTS1>Synthetic demo entry.</COMMENTS1><NATIONALITY><VALUE>Kazakhstan</VALUE></NATIONALITY><LIST_TYPE><VALUE>UN List</VALUE></LIST_TYPE><INDIVIDUAL_ALIAS><QUALITY>Good</QUALITY><ALIAS_NAME>Karim Volkoff</ALIAS_NAME></INDIVIDUAL_ALIAS><INDIVIDUAL_ALIAS><QUALITY>Low</QUALITY><ALIAS_NAME>The Demo</ALIAS_NAME></INDIVIDUAL_ALIAS><INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>EXACT</TYPE_OF_DATE><DATE>1968-04-02</DATE></INDIVIDUAL_DATE_OF_BIRTH><INDIVIDUAL_DOCUMENT><TYPE_OF_DOCUMENT>Passport</TYPE_OF_DOCUMENT><NUMBER>N 0099 001</NUMBER></INDIVIDUAL_DOCUMENT></INDIVIDUAL>
<INDIVIDUAL><DATAID>9900002</DATAID><VERSIONNUM>1</VERSIONNUM><FIRST_NAME>DEMO</FIRST_NAME><SECOND_NAME>TARIQ</SECOND_NAME><THIRD_NAME>SALEH</THIRD_NAME><UN_LIST_TYPE>Demo</UN_LIST_TYPE><REFERENCE_NUMBER>DMi.002</REFERENCE_NUMBER><LISTED_ON>2022-07-01</LISTED_ON><NATIONALITY><VALUE>Yemen</VALUE></NATIONALITY><LIST_TYPE><VALUE>UN List</VALUE></LIST_TYPE><INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>BETWEEN</TYPE_OF_DATE><FROM_YEAR>1975</FROM_YEAR><TO_YEAR>1977</TO_YEAR></INDIVIDUAL_DATE_OF_BIRTH></INDIVIDUAL>
</INDIVIDUALS>
<ENTITIES>
<ENTITY><DATAID>9900101</DATAID><VERSIONNUM>1</VERSIONNUM><FIRST_NAME>DEMO NORTHERN STAR SHIPPING LLC</FIRST_NAME><UN_LIST_TYPE>Demo</UN_LIST_TYPE><REFERENCE_NUMBER>DMe.001</REFERENCE_NUMBER><LISTED_ON>2020-01-10</LISTED_ON><LIST_TYPE><VALUE>UN List</VALUE></LIST_TYPE><ENTITY_ALIAS><QUALITY>a.k.a.</QUALITY><ALIAS_NAME>Demo Polar Star Maritime</ALIAS_NAME></ENTITY_ALIAS></ENTITY>
</ENTITIES>
</CONSOLIDATED_LIST>
`,
  },
  amlo: {
    file: 'demo-amlo.csv',
    text: [
      'reference,kind,name_th,name_en,aliases,thai_id,passports,nationality,birth_date,listed_on',
      'DEMO-AMLO-001,individual,นายเดโม่ ทดสอบดี,Demo Thotsobdee,เสี่ยเดโม่,1909800123457,AB0099002,TH,17/05/2523,01/02/2567',
      'DEMO-AMLO-002,entity,บริษัท เดโม่ โกลด์ จำกัด,Demo Gold Co. Ltd.,,,,TH,,15/08/2566',
    ].join('\r\n'),
  },
  pep: {
    file: 'demo-pep.csv',
    text: [
      'record_id,name_th,name_en,aliases,position,country,office_start,office_end,related_to,relation,birth_date,thai_id',
      'DEMO-PEP-1,นายประเดโม่ การเมือง,Pra-demo Kanmueang,,Demo Provincial Governor,TH,01/10/2020,,,,1964,',
      'DEMO-PEP-1-S,นางเดโม่ การเมือง,Demo Kanmueang,,,,,,DEMO-PEP-1,spouse,,',
      'DEMO-PEP-1-A,,Demo Associate Wong,,,,,,DEMO-PEP-1,business_associate,,',
    ].join('\n'),
  },
  internal: {
    file: 'demo-internal.csv',
    text: [
      'reference,kind,name_th,name_en,aliases,thai_id,passports,nationality,birth_date,listed_on',
      'DEMO-INT-001,individual,นางสาวเดโม่ ปฏิเสธ,Demo Patiset,,,,TH,1990,',
    ].join('\n'),
  },
};

/** Each list that has no release yet gets the demo's; answers the lists it imported. */
export async function seedDemoWatchlists(db: Database): Promise<WatchList[]> {
  const imported: WatchList[] = [];
  for (const [list, demo] of Object.entries(DEMO_LISTS) as [WatchList, { file: string; text: string }][]) {
    if (await latestRelease(db, list)) continue;
    await importListFile(db, { list, bytes: Buffer.from(demo.text, 'utf8'), source: demo.file, origin: { via: 'demo', actorId: null } });
    imported.push(list);
  }
  return imported;
}
