/** Where the header's right-hand buttons render: the desktop row, or the foot of the mobile menu. */
export interface HeaderActionsProps {
  placement: "bar" | "menu";
  /** Closes the mobile menu; called when one of its actions is used. */
  onNavigate?: () => void;
}
