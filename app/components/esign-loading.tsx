import { Text } from "@radix-ui/themes";
import { useNavigation } from "react-router";
import { ESIGN_MESSAGES } from "~/lib/esign";

/**
 * SPEC §2: the e-sign member list says 'Loading members...' while it loads: from the corporate list
 * (the Members button) and when the member list pages, sorts or searches. The server renders the
 * list whole, so this shows while the next list is on its way.
 */
export function MembersLoading({ base }: { base: string }) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && new RegExp(`^/${base}/e-sign/members/[^/]+$`).test(navigation.location.pathname);
  if (!loading) return null;
  return (
    <Text as="p" role="status" size="2" color="gray" className="members-loading">
      {ESIGN_MESSAGES.loadingMembers}
    </Text>
  );
}
