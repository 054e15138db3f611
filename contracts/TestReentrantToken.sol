// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

interface IClaim {
    function claim(address account, uint256 cumulativeAmount, bytes32 expectedRoot, bytes32[] calldata proof)
        external;
}

/// @title A hostile token, for the tests only
/// @notice On its next transfer it calls `claim` again on the distributor that is paying it out, with the
/// same leaf, as a token with transfer hooks could. It records whether that second claim went through.
contract TestReentrantToken is ERC20 {
    IClaim private target;
    address private account;
    uint256 private cumulativeAmount;
    bytes32 private root;
    bytes32[] private proof;
    bool public reentered;
    bool public reentrySucceeded;

    constructor(uint256 supply) ERC20("Reentrant", "RE") {
        _mint(msg.sender, supply);
    }

    function arm(IClaim target_, address account_, uint256 cumulativeAmount_, bytes32 root_, bytes32[] calldata proof_)
        external
    {
        target = target_;
        account = account_;
        cumulativeAmount = cumulativeAmount_;
        root = root_;
        proof = proof_;
    }

    function _update(address from, address to, uint256 value) internal override {
        super._update(from, to, value);
        if (address(target) != address(0) && from == address(target)) {
            IClaim distributor = target;
            target = IClaim(address(0));
            reentered = true;
            try distributor.claim(account, cumulativeAmount, root, proof) {
                reentrySucceeded = true;
            } catch {}
        }
    }
}
