// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";

/// @title Cumulative Merkle distributor
/// @notice Pays out one ERC-20 (PXL for the distribution, USDT for dividends) by rounds. Each round's
/// root commits to leaves (account, cumulative amount): everything the account has been entitled to
/// up to and including that round, in the token's base units. A claim pays the difference between that
/// cumulative amount and what the account has already received, so a holder who skipped rounds claims
/// them all at once and nobody can be paid twice.
/// @dev Leaves are OpenZeppelin's standard double-hashed leaves of ["address","uint256"], as built by
/// `StandardMerkleTree.of(values, ["address", "uint256"])` in OpenZeppelin's merkle-tree library.
/// Invariant: for every account, cumulativeClaimed[account] only grows, and the tokens paid to it
/// equal cumulativeClaimed[account].
/// Funding is a plain token transfer to this contract. The owner recovers surplus (a dividend
/// round's remainder, over-funding) the same way as anyone: by a leaf for the treasury in a later root.
contract CumulativeMerkleDistributor is Ownable2Step {
    using SafeERC20 for IERC20;

    IERC20 public immutable token;
    bytes32 public merkleRoot;
    mapping(address account => uint256 amount) public cumulativeClaimed;

    event MerkleRootUpdated(bytes32 previousRoot, bytes32 newRoot);
    event Claimed(address indexed account, uint256 amount, uint256 cumulativeAmount);

    error ZeroTokenAddress();
    error ZeroRoot();
    error ZeroAccount();
    error NoRootYet();
    /// The claim was prepared against `expectedRoot` but the owner has published `currentRoot` since.
    error NotCurrentRoot(bytes32 expectedRoot, bytes32 currentRoot);
    /// The new root was prepared to replace `expectedRoot`, but `currentRoot` was published since.
    error RootChanged(bytes32 expectedRoot, bytes32 currentRoot);
    error InvalidProof();
    error NothingToClaim(address account, uint256 cumulativeAmount, uint256 alreadyClaimed);
    /// An owner-less distributor could never publish another round, and its balance would be stuck.
    error RenounceOwnershipDisabled();

    constructor(IERC20 token_, address initialOwner) Ownable(initialOwner) {
        if (address(token_) == address(0)) revert ZeroTokenAddress();
        token = token_;
    }

    /// @notice Publishes a new round. The zero root is refused: it would look like "no round yet".
    /// @param expectedCurrentRoot the root the new one was prepared to replace (zero before the first
    /// round): a round prepared while another was published is refused instead of replacing the newer
    /// root with an older tree, which could name accounts the newer one moved and so pay them twice.
    function setMerkleRoot(bytes32 newRoot, bytes32 expectedCurrentRoot) external onlyOwner {
        if (newRoot == bytes32(0)) revert ZeroRoot();
        if (expectedCurrentRoot != merkleRoot) revert RootChanged(expectedCurrentRoot, merkleRoot);
        emit MerkleRootUpdated(merkleRoot, newRoot);
        merkleRoot = newRoot;
    }

    /// @notice Pays `account` what its leaf in the current root entitles it to beyond what it has
    /// received. Anyone may send it (claim on behalf): the tokens always go to `account`, never to the
    /// sender, so sending it for someone else can only help them.
    /// @param expectedRoot the root the proof was made for: a claim in flight while the owner publishes
    /// another root fails clearly instead of being checked against a tree it was not made for.
    function claim(address account, uint256 cumulativeAmount, bytes32 expectedRoot, bytes32[] calldata proof)
        external
    {
        if (account == address(0)) revert ZeroAccount();
        bytes32 root = merkleRoot;
        if (root == bytes32(0)) revert NoRootYet();
        if (expectedRoot != root) revert NotCurrentRoot(expectedRoot, root);
        bytes32 leaf = keccak256(bytes.concat(keccak256(abi.encode(account, cumulativeAmount))));
        if (!MerkleProof.verifyCalldata(proof, root, leaf)) revert InvalidProof();

        uint256 alreadyClaimed = cumulativeClaimed[account];
        if (cumulativeAmount <= alreadyClaimed) revert NothingToClaim(account, cumulativeAmount, alreadyClaimed);
        uint256 amount = cumulativeAmount - alreadyClaimed;

        // Effects before the transfer (checks-effects-interactions): a token that calls back into
        // claim finds the account already paid up to cumulativeAmount.
        cumulativeClaimed[account] = cumulativeAmount;
        emit Claimed(account, amount, cumulativeAmount);
        token.safeTransfer(account, amount);
    }

    function renounceOwnership() public pure override {
        revert RenounceOwnershipDisabled();
    }
}
