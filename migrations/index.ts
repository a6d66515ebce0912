// The ordered list of migrations. Names sort in the order they must run.
import type { Migration } from 'kysely';
import * as m0001 from './0001_accounts';
import * as m0002 from './0002_documents';
import * as m0003 from './0003_wedding_info';
import * as m0004 from './0004_invites';
import * as m0005 from './0005_plan_projections';
import * as m0006 from './0006_hardening';
import * as m0007 from './0007_display_names';
import * as m0008 from './0008_vendors';
import * as m0009 from './0009_guests';
import * as m0010 from './0010_seating';
import * as m0011 from './0011_run_of_show';
import * as m0012 from './0012_registry';
import * as m0013 from './0013_blog';
import * as m0014 from './0014_admin_audit';
import * as m0015 from './0015_directory';
import * as m0016 from './0016_document_kinds';
import * as m0017 from './0017_directory_search';
import * as m0019 from './0019_cluster';
import * as m0020 from './0020_visitor_salts';
import * as m0021 from './0021_projection_checkpoints';
import * as m0022 from './0022_registry_visitors';
import * as m0023 from './0023_inquiry_answer';
import * as m0024 from './0024_listing_invitations';
import * as m0025 from './0025_registry_address_claims';
import * as m0026 from './0026_registry_id_claims';
import * as m0027 from './0027_directory_search_category';
import * as m0028 from './0028_analytics_one_click';
import * as m0029 from './0029_inquiries_outlive_listing';

export const migrations: Record<string, Migration> = {
  '0001_accounts': m0001,
  '0002_documents': m0002,
  '0003_wedding_info': m0003,
  '0004_invites': m0004,
  '0005_plan_projections': m0005,
  '0006_hardening': m0006,
  '0007_display_names': m0007,
  '0008_vendors': m0008,
  '0009_guests': m0009,
  '0010_seating': m0010,
  '0011_run_of_show': m0011,
  '0012_registry': m0012,
  '0013_blog': m0013,
  '0014_admin_audit': m0014,
  '0015_directory': m0015,
  '0016_document_kinds': m0016,
  '0017_directory_search': m0017,
  '0019_cluster': m0019,
  '0020_visitor_salts': m0020,
  '0021_projection_checkpoints': m0021,
  '0022_registry_visitors': m0022,
  '0023_inquiry_answer': m0023,
  '0024_listing_invitations': m0024,
  '0025_registry_address_claims': m0025,
  '0026_registry_id_claims': m0026,
  '0027_directory_search_category': m0027,
  '0028_analytics_one_click': m0028,
  '0029_inquiries_outlive_listing': m0029,
};
