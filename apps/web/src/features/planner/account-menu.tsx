// The account dropdown (spec §2): Edit Wedding Details, Share Plan, Admin Dashboard (admins only), a
// plan switcher when the person is on more than one plan, and Sign Out. A menu button in the ARIA
// sense: arrow keys move between items, Escape and Tab close it, so does a click outside.
import { useQueries } from '@tanstack/react-query';
import {
  Check,
  ChevronDown,
  Eye,
  Gift,
  KeyRound,
  LayoutDashboard,
  LoaderCircle,
  LogOut,
  PencilLine,
  ShieldCheck,
  UserPlus,
  UserRound,
} from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { PlanMembership, SessionUser } from '../../lib/session';
import { fetchPlanMembers, planMembersQueryKey } from '../sharing/api';
import { firstNameFromEmail, initialsOf, personName } from './people';
import { roleLabel } from './plan-selection';
import './account-menu.css';

export interface AccountMenuProps {
  user: SessionUser;
  plans: readonly PlanMembership[];
  currentPlanId: string;
  canEdit: boolean;
  onEditDetails: () => void;
  onEditName: () => void;
  onChangePassword: () => void;
  onShare: () => void;
  onOpenAdmin: () => void;
  onOpenRegistry: () => void;
  onSwitchPlan: (planId: string) => void;
  onSignOut: () => void;
  /** Sign Out asks a question first (changes wait on this device): the menu closes for it. */
  signOutAsks?: boolean;
  signingOut: boolean;
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
}

interface PlanName {
  name: string;
  /** Whose plan it is, when it is someone else's. */
  ownerEmail: string | null;
}

/** "Your wedding" for the plan you own; otherwise whose plan it is, once we know. */
function usePlanNames(plans: readonly PlanMembership[], userEmail: string, enabled: boolean): PlanName[] {
  const results = useQueries({
    queries: plans.map((plan) => ({
      queryKey: planMembersQueryKey(plan.id),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchPlanMembers(plan.id, signal),
      enabled: enabled && plan.role !== 'owner',
    })),
  });
  return plans.map((plan, index) => {
    if (plan.role === 'owner') return { name: 'Your wedding', ownerEmail: null };
    const owner = results[index]?.data?.members.find((m) => m.role === 'owner');
    if (owner && owner.email !== userEmail) {
      return { name: `${firstNameFromEmail(owner.email)}'s wedding`, ownerEmail: owner.email };
    }
    return { name: 'Shared wedding', ownerEmail: null };
  });
}

export function AccountMenu(props: AccountMenuProps) {
  const { user, plans, currentPlanId, canEdit, signingOut } = props;
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const planNames = usePlanNames(plans, user.email, open && plans.length > 1);
  /** Which item to focus when the menu opens: first (Enter, Space, ArrowDown) or last (ArrowUp). */
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const items = () => menuItems(menuRef.current);

  useEffect(() => {
    if (!open) return;
    const list = menuItems(menuRef.current);
    if (focusOnOpen.current === 'last') list[list.length - 1]?.focus();
    else list[0]?.focus();
    focusOnOpen.current = null;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  // Focus goes back to the menu button first: a dialog the item opens returns focus to whatever had
  // it when it opened, and the item itself is gone by then.
  const run = (action: () => void) => () => {
    close();
    action();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusOnOpen.current = event.key === 'ArrowUp' ? 'last' : 'first';
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(list.length - 1);
      case 'Escape':
        event.preventDefault();
        return close();
      case 'Tab':
        return close(false);
    }
  };

  const currentPlan = plans.find((p) => p.id === currentPlanId);
  const name = personName(user);

  return (
    <div className="account" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        {/* Named by its content (no aria-label), so the name always contains the visible text. */}
        <span className="account__avatar" aria-hidden="true">
          {initialsOf(name)}
        </span>
        <span className="sr-only">Account menu: </span>
        <span className="account__name">{name}</span>
        <ChevronDown size={16} aria-hidden="true" className="account__chevron" />
      </button>

      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          className="account__menu"
          role="menu"
          aria-label="Account"
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
        >
          <div className="account__who" role="none">
            <span className="account__who-label">Signed in as</span>
            {user.display_name ? <span className="account__who-name">{user.display_name}</span> : null}
            <span
              className={`account__who-email${user.display_name ? ' account__who-email--secondary' : ''}`}
            >
              {user.email}
            </span>
            {currentPlan ? (
              <span className="account__who-role">{roleLabel(currentPlan.role)} on this plan</span>
            ) : null}
          </div>
          <MenuItem
            icon={canEdit ? <PencilLine size={18} /> : <Eye size={18} />}
            onSelect={run(props.onEditDetails)}
          >
            {canEdit ? 'Edit Wedding Details' : 'View Wedding Details'}
          </MenuItem>
          <MenuItem icon={<UserRound size={18} />} onSelect={run(props.onEditName)}>
            {user.display_name ? 'Change Your Name' : 'Add Your Name'}
          </MenuItem>
          <MenuItem icon={<KeyRound size={18} />} onSelect={run(props.onChangePassword)}>
            Change Password
          </MenuItem>
          <MenuItem icon={<UserPlus size={18} />} onSelect={run(props.onShare)}>
            {currentPlan?.role === 'owner' ? 'Share Plan' : 'People on This Plan'}
          </MenuItem>
          <MenuItem icon={<Gift size={18} />} onSelect={run(props.onOpenRegistry)}>
            Gift Registry
          </MenuItem>
          {user.is_admin ? (
            <MenuItem icon={<ShieldCheck size={18} />} onSelect={run(props.onOpenAdmin)}>
              Admin Dashboard
            </MenuItem>
          ) : null}

          {plans.length > 1 ? (
            <fieldset className="account__group" aria-label="Switch plan">
              <span className="account__group-label" aria-hidden="true">
                Your plans
              </span>
              {plans.map((plan, index) => {
                const checked = plan.id === currentPlanId;
                return (
                  <button
                    key={plan.id}
                    type="button"
                    role="menuitemradio"
                    aria-checked={checked}
                    tabIndex={-1}
                    className="account__item account__item--plan"
                    onClick={run(() => props.onSwitchPlan(plan.id))}
                  >
                    <span className="account__item-icon" aria-hidden="true">
                      {checked ? <Check size={18} /> : <LayoutDashboard size={18} />}
                    </span>
                    <span className="account__plan">
                      <span className="account__plan-name">{planNames[index]?.name}</span>
                      <span className="account__plan-role">
                        {roleLabel(plan.role)}
                        {planNames[index]?.ownerEmail ? ` · ${planNames[index]?.ownerEmail}` : ''}
                      </span>
                    </span>
                  </button>
                );
              })}
            </fieldset>
          ) : null}

          <hr className="account__divider" />
          <MenuItem
            icon={signingOut ? <LoaderCircle size={18} className="spin" /> : <LogOut size={18} />}
            onSelect={props.signOutAsks ? run(props.onSignOut) : props.onSignOut}
            disabled={signingOut}
          >
            {signingOut ? 'Signing Out...' : 'Sign Out'}
          </MenuItem>
        </div>
      ) : null}
    </div>
  );
}

function MenuItem({
  icon,
  children,
  onSelect,
  disabled = false,
}: {
  icon: ReactNode;
  children: ReactNode;
  onSelect: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className="account__item"
      onClick={onSelect}
      aria-disabled={disabled || undefined}
      disabled={disabled}
    >
      <span className="account__item-icon" aria-hidden="true">
        {icon}
      </span>
      {children}
    </button>
  );
}
