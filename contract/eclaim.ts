// SPEC §7 "E-claim": the claim header, which the reimbursement dashboard's calls (contract/members.ts)
// answer too.
import { z } from "zod";
import { blankText, dayOrNone, rupiah } from "./fields.ts";

/** SPEC §3 Claim header (status 0 Open … 8 Paid, SPEC §4; bank details and payment date only when paid). */
export const claimHeader = z.object({
  request_id: z.string(),
  claims_id: blankText,
  card_no: z.string(),
  member_name: blankText,
  status: z.coerce.number<number | string>().int(),
  claim_type: blankText,
  admission_date: dayOrNone,
  discharge_date: dayOrNone,
  hosp_inv_no: blankText,
  hosp_inv_date: dayOrNone,
  provider_name: blankText,
  plan_id: blankText,
  /** an ISO instant */
  request_time: z.string(),
  diagnosis: blankText,
  remarks: blankText,
  bank_name: blankText,
  account_name: blankText,
  account_number: blankText,
  payment_date: dayOrNone,
  incurred: rupiah,
  approved: rupiah,
  payor_id: z.string(),
  payor_name: blankText,
});
