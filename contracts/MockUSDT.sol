// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title Tether USD (demo)
/// @notice For the local demo chain and the tests only: anyone holding the owner's key prints money.
/// It mirrors what the site relies on in real USDT (6 decimals, standard Transfer events) and nothing else.
contract MockUSDT is ERC20, Ownable {
    constructor() ERC20("Tether USD (demo)", "USDT") Ownable(msg.sender) {}

    function decimals() public pure override returns (uint8) {
        return 6;
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
