// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/// @title A spender contract, for the tests only
/// @notice Moves tokens the way routers, relayers and batchers do: by `transferFrom` on behalf of an
/// owner who approved this contract. Each Transfer log then names the owner as `from` while the
/// transaction was sent by someone else, and one transaction can hold several transfers.
contract TestPayer {
    error LengthMismatch();
    error TransferFailed(uint256 index);

    /// Pulls `amounts[i]` from `from[i]` to `to[i]`, in order, all in one transaction (a batch may pay for
    /// several owners at once).
    function pull(
        IERC20 token,
        address[] calldata from,
        address[] calldata to,
        uint256[] calldata amounts
    ) external {
        if (from.length != to.length || to.length != amounts.length) revert LengthMismatch();
        for (uint256 i = 0; i < to.length; i++) {
            if (!token.transferFrom(from[i], to[i], amounts[i])) revert TransferFailed(i);
        }
    }
}
