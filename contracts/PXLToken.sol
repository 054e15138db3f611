// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title PXL, the Pixel Academy token
/// @notice A fixed supply of 1,095,000 PXL (18 decimals), minted once to the academy's treasury when the
/// contract is created. There is no mint, no burn beyond what holders do with their own tokens (none here),
/// no owner and no pause: after deployment nobody has powers over the token that a holder does not have.
contract PXLToken is ERC20 {
    uint256 public constant TOTAL_SUPPLY = 1_095_000 * 10 ** 18;

    /// @param treasury receives the whole supply (OpenZeppelin refuses the zero address).
    constructor(address treasury) ERC20("PXL", "PXL") {
        _mint(treasury, TOTAL_SUPPLY);
    }
}
